import ActivityKit
import AppIntents
import Foundation
@testable import TapbenchSampleApp
@testable import TapbenchCore
import Synchronization
import TapbenchTestSupport
import Testing

/// `perform()` under the budget (DESIGN D6; seed 002: "keep perform() under a second"). The device's wall
/// clock is a test clock, so the budget and the grace periods pass exactly when a test advances it.
@Suite("Intent runner")
struct IntentRunnerTests {
    let clock = TestWallClock()
    let device: Device

    init() {
        device = Device.sample(wallClock: clock)
    }

    func run<Intent: AppIntent>(_ intent: Intent) async -> IntentRunner.Run {
        await IntentRunner(device: device).run(PreparedIntent(intent))
    }

    func budget(_ duration: Duration, enforced: Bool = true) {
        device.changeSetting(name: "budget", value: DurationText.format(duration)) {
            $0.intentBudget = duration
            $0.enforcesIntentBudget = enforced
        }
        _ = device.takeEvents()
    }

    @Test("CancelDeliveryIntent: intent.performed within budget, then the update, end and dismissal it made, from the intent [002]")
    func cancelDelivery() async throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let run = await run(CancelDeliveryIntent(orderID: "A-7189"))
        #expect(run.report.verdict == .within)
        #expect(run.report.elapsed == .milliseconds(120))
        let events = device.takeEvents()
        #expect(events.names == ["intent.performed", "server.request", "activity.updated", "activity.ended", "activity.dismissed"])
        #expect(events.map { Timestamp.iso8601($0.at) } == [
            "2026-04-25T01:00:00Z", "2026-04-25T01:00:00Z", "2026-04-25T01:00:00.120Z", "2026-04-25T01:00:00.120Z", "2026-04-25T01:00:00.120Z",
        ])
        #expect(events.compactMap { $0.json["source"]?.stringValue } == ["intent", "intent", "intent"])
        #expect(device.activity(1)?.state == .dismissed)
    }

    @Test("the report gives the values the intent was called with, even when perform() changes them")
    func reportKeepsTheCallersValues() async {
        let intent = RenamingIntent()
        intent.name = "as tapped"
        let run = await run(intent)
        #expect(run.report.parameters["name"] == "as tapped")
        #expect(intent.name == "changed by perform")
    }

    @Test("budget boundary in virtual time: 999 ms is within, 1001 ms is over")
    func budgetBoundary() async {
        var intent = VirtualSleepIntent()
        intent.milliseconds = 999
        #expect(await run(intent).report.verdict == .within)
        intent = VirtualSleepIntent()
        intent.milliseconds = 1001
        let over = await run(intent).report
        #expect(over.verdict == .over)
        #expect(over.elapsed == .milliseconds(1001))
        #expect(over.budget == .seconds(1))
        #expect(over.outcome == .returned(nil))
    }

    /// Runs `intent` while the wall clock passes `duration` once the alarm it waits for is set.
    func run<Intent: AppIntent>(_ intent: Intent, passing duration: Duration, after alarm: Duration) async -> IntentRunner.Run {
        let clock = clock
        let passing = Task {
            await clock.waitForAlarm(after: alarm)
            clock.advance(by: duration)
        }
        let run = await run(intent)
        await passing.value
        return run
    }

    @Test("a handler that never returns is cut off the moment its budget has passed in wall time, and reported")
    func neverReturns() async {
        budget(.milliseconds(200))
        let passing = Task { [clock] in
            await clock.waitForAlarm(after: .milliseconds(200))
            clock.advance(by: .milliseconds(199))
            #expect(clock.pendingAlarms == [.milliseconds(1)])
            clock.advance(by: .milliseconds(1))
        }
        let run = await run(NeverReturnsIntent())
        await passing.value
        #expect(run.report == IntentReport(
            intent: "NeverReturnsIntent", parameters: JSONObject(), elapsed: .milliseconds(200), budget: .milliseconds(200), enforcesBudget: true,
            outcome: .cancelled(.budget)))
        #expect(run.report.verdict == .over)
        #expect(run.wallTime == .milliseconds(200))
        #expect(device.takeEvents().jsonLines == [
            #"{"event":"intent.performed","at":"2026-04-25T01:00:00.000Z","intent":"NeverReturnsIntent","parameters":{},"elapsedMs":200,"budgetMs":200,"verdict":"over","outcome":"cancelled","cancelledBy":"budget"}"#,
        ])
        // The grace period before an abandoned handler's thread is parked. A handler caught where it cannot be parked
        // safely, as a loaded machine may catch it, is tried again every 2 ms until it is.
        #expect(clock.pendingAlarms == [.milliseconds(100)])
        clock.advance(by: .milliseconds(100))
        for _ in 0..<5_000 where clock.pendingAlarms == [.milliseconds(2)] {
            await Task.yield()
            clock.advance(by: .milliseconds(2))
        }
        #expect(clock.pendingAlarms == [])
    }

    @Test("a handler that busy-loops without checking cancellation is cut off too, and what it does later is dropped")
    func spinsWithoutCheckingCancellation() async throws {
        let type = try ActivityType(SpinAttributes.self, preview: SpinAttributes(name: "spin"), previewState: .init(count: 0))
        device.register(type)
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        budget(.milliseconds(200))
        spinRelease.store(false, ordering: .relaxed)
        let run = await run(SpinIntent(), passing: .milliseconds(200), after: .milliseconds(200))
        #expect(run.report.outcome == .cancelled(.budget))
        #expect(run.wallTime == .milliseconds(200))
        // Before its grace period passes, the handler goes on, and tries its update.
        var updates = spinUpdates.stream.makeAsyncIterator()
        spinRelease.store(true, ordering: .relaxed)
        await updates.next()
        #expect(device.activity(1)?.content.state == ["count": 0])
        #expect(device.takeEvents().names == ["intent.performed"])
        clock.advance(by: .milliseconds(100))
        let next = await self.run(VirtualSleepIntent.with(milliseconds: 10))
        #expect(next.report.outcome == .returned(nil))
    }

    @Test("a handler cut off at the budget stops: its thread is parked, so it turns no more")
    func cutOffHandlerStops() async throws {
        spinThread.withLock { $0 = nil }
        budget(.milliseconds(50))
        let run = await run(CountingSpinIntent(), passing: .milliseconds(50), after: .milliseconds(50))
        #expect(run.report.outcome == .cancelled(.budget))
        // The thread is parked once the grace period has passed, by the first signal that finds it in the program's
        // own code (in a debug build much of the loop is in the Synchronization library, so it may take a few
        // tries); from then on it sleeps, and the count stands still. When a signal reaches the thread is the
        // system's business, so this part watches the real thread.
        let thread = try await Self.begun(spinThread)
        clock.advance(by: .milliseconds(100))
        var sleeping = false
        for _ in 0..<200 where !sleeping {
            try await Task.sleep(for: .milliseconds(50))
            sleeping = try Self.schedulingState(of: thread) == "S"
            clock.advance(by: IntentRunner.parkingRetry)
        }
        #expect(sleeping)
        let parked = spinTurns.load(ordering: .relaxed)
        try await Task.sleep(for: .milliseconds(300))
        #expect(spinTurns.load(ordering: .relaxed) == parked)
    }

    /// What a spinning handler recorded of its thread as it began, once it has: on a loaded machine a handler may
    /// begin only after its run was cut off.
    private static func begun<Handle: Sendable>(_ record: borrowing Mutex<Handle?>) async throws -> Handle {
        for _ in 0..<500 where record.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(10)) }
        return try #require(record.withLock { $0 })
    }

    /// The kernel's state of a thread of this process (`R` running, `S` sleeping), from `/proc/PID/task/TID/stat`,
    /// whose second field, the thread's name in brackets, may hold spaces.
    private static func schedulingState(of thread: String) throws -> Substring? {
        let stat = try String(contentsOfFile: "/proc/\(thread)/stat", encoding: .utf8)
        return stat.lastIndex(of: ")").flatMap { stat[stat.index(after: $0)...].split(separator: " ").first }
    }

    @Test("a handler cut off inside a system library is not parked there, where it could hold malloc's lock, but drops to the idle class")
    func cutOffInsideLibraryRunsIdle() async throws {
        librarySpinRelease.store(false, ordering: .relaxed)
        librarySpinThread.withLock { $0 = nil }
        budget(.milliseconds(50))
        let run = await run(LibrarySpinIntent(), passing: .milliseconds(50), after: .milliseconds(50))
        #expect(run.report.outcome == .cancelled(.budget))
        let thread = try await Self.begun(librarySpinThread)
        clock.advance(by: .milliseconds(100))
        var policy: Int32 = 0
        var parameters = sched_param()
        pthread_getschedparam(thread, &policy, &parameters)
        #expect(policy == IntentThread.idleSchedulingClass)
        // Once it returns into the bench's code, the thread parks itself there.
        librarySpinRelease.store(true, ordering: .relaxed)
    }

    @Test("only the program's own code counts as a safe place to park: malloc does not")
    func programCodeIsTheSafePlace() {
        let inProgram: @convention(c) () -> Void = {}
        let inLibc: @convention(c) (Int) -> UnsafeMutableRawPointer? = malloc
        #expect(ThreadParking.programCode.contains(UInt(bitPattern: unsafeBitCast(inProgram, to: Int.self))))
        #expect(!ThreadParking.programCode.contains(UInt(bitPattern: unsafeBitCast(inLibc, to: Int.self))))
    }

    @Test("a handler that throws after one update: the update stays, as on iOS, and the error is reported")
    func throwsAfterOneUpdate() async throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let prepared = try SampleApp.catalog().intent(named: "ReportProblemIntent")!.prepare(arguments: ["orderID": "A-7189"], now: device.now)
        let run = await IntentRunner(device: device).run(prepared)
        #expect(run.report.outcome == .threw("the support service is unavailable (HTTP 503)"))
        #expect(run.report.elapsed == .milliseconds(80))
        #expect(device.takeEvents().names == ["intent.performed", "activity.updated", "server.request"])
        #expect(device.activity(1)?.content.state["driverLocation"] == "Problem reported")
    }

    @Test("set budget off: an overrun is reported, not cut off")
    func budgetOff() async {
        budget(.milliseconds(100), enforced: false)
        let run = await run(VirtualSleepIntent.with(milliseconds: 1500))
        #expect(run.report.verdict == .over)
        #expect(run.report.enforcesBudget == false)
        #expect(run.report.outcome == .returned(nil))
        #expect(device.takeEvents().first?.json["budgetEnforced"] == false)
    }

    @Test("set budget 2s: 1.5 s of latency is within")
    func largerBudget() async {
        budget(.seconds(2))
        #expect(await run(VirtualSleepIntent.with(milliseconds: 1500)).report.verdict == .within)
    }

    @Test("cancelling the caller (Ctrl-C) cancels the handler and reports it, keeping what it did")
    func cancelledByTheUser() async {
        let runner = IntentRunner(device: device)
        let task = Task { await runner.run(PreparedIntent(NeverReturnsIntent())) }
        // The budget's watchdog is set: the run is under way.
        await clock.waitForAlarm(after: .seconds(1))
        task.cancel()
        let run = await task.value
        #expect(run.report == IntentReport(
            intent: "NeverReturnsIntent", parameters: JSONObject(), elapsed: .zero, budget: .seconds(1), enforcesBudget: true, outcome: .cancelled(.user)))
        #expect(run.wallTime == .zero)
        #expect(device.takeEvents().names == ["intent.performed"])
        #expect(clock.pendingAlarms == [.milliseconds(100)])
        clock.advance(by: .milliseconds(100))
    }

    @Test("a recorded Ctrl-C (--cancel-after 0ms) cancels a handler waiting on the wall clock once the grace period has passed")
    func recordedCancellation() async {
        let run = await IntentRunner.$recordedCancellation.withValue(.zero) {
            await self.run(NeverReturnsIntent(), passing: .milliseconds(100), after: .milliseconds(100))
        }
        #expect(run.report == IntentReport(
            intent: "NeverReturnsIntent", parameters: JSONObject(), elapsed: .zero, budget: .seconds(1), enforcesBudget: true, outcome: .cancelled(.user)))
        #expect(run.wallTime == .milliseconds(100))
        #expect(device.takeEvents().names == ["intent.performed"])
        #expect(clock.pendingAlarms == [.milliseconds(100)])
        clock.advance(by: .milliseconds(100))
    }

    @Test("set budget off: a handler whose wall time passes the budget returns, and is over with its wall time in the report")
    func wallTimeOverBudget() async {
        budget(.seconds(1), enforced: false)
        let started = AsyncStream<Void>.makeStream()
        let answered = AsyncStream<Void>.makeStream()
        let waitsForServer = PreparedIntent(name: "RefreshETAIntent", kind: .liveActivity, parameters: JSONObject()) {
            started.continuation.yield()
            for await _ in answered.stream { break }
            return nil
        }
        let running = Task { [device] in await IntentRunner(device: device).run(waitsForServer) }
        for await _ in started.stream { break }
        clock.advance(by: .milliseconds(1500))
        answered.continuation.yield()
        let run = await running.value
        #expect(run.report == IntentReport(
            intent: "RefreshETAIntent", parameters: JSONObject(), elapsed: .zero, budget: .seconds(1), enforcesBudget: false, outcome: .returned(nil),
            wallTimeOverBudget: true))
        #expect(run.report.verdict == .over)
        #expect(run.wallTime == .milliseconds(1500))
        #expect(device.takeEvents().jsonLines == [
            #"{"event":"intent.performed","at":"2026-04-25T01:00:00.000Z","intent":"RefreshETAIntent","parameters":{},"elapsedMs":0,"budgetMs":1000,"budgetEnforced":false,"verdict":"over","wallTimeOverBudget":true,"outcome":"returned"}"#,
        ])
        #expect(clock.pendingAlarms == [])
    }

    @Test("only a LiveActivityStartingIntent may start an activity from the background; others get visibility [000]")
    func startingFromTheBackground() async throws {
        let run = await run(StartDeliveryIntent.with(orderNumber: "B-2040"))
        guard case .returned(.string(let id)?) = run.report.outcome else {
            Issue.record("expected the new activity's id, got \(run.report.outcome)")
            return
        }
        #expect(device.activity(id: id)?.state == .active)
        let script = try await scriptedStart()
        #expect(script.report.outcome == .threw("visibility"))
        guard case .activityRejected(_, let error, .intent) = device.takeEvents().last?.kind else {
            Issue.record("expected the start to be rejected")
            return
        }
        #expect(error.code == .visibility)
    }

    /// A plain LiveActivityIntent that tries to start a delivery.
    func scriptedStart() async throws -> IntentRunner.Run {
        let start = StartDeliveryIntent.with(orderNumber: "C-1")
        let notStarting = PreparedIntent(name: "NotStarting", kind: .liveActivity, parameters: JSONObject()) {
            var notStarting = Device.context
            notStarting.mayStartInBackground = false
            try await Device.$context.withValue(notStarting) { try await start.perform() }
            return nil
        }
        return await IntentRunner(device: device).run(notStarting)
    }
}

extension VirtualSleepIntent {
    static func with(milliseconds: Int) -> Self {
        let intent = Self()
        intent.milliseconds = milliseconds
        return intent
    }
}

extension StartDeliveryIntent {
    static func with(orderNumber: String) -> Self {
        let intent = Self()
        intent.orderNumber = orderNumber
        return intent
    }
}
