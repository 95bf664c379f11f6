import ActivityKit
import AppIntents
import Foundation
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// `perform()` under the budget (DESIGN D6; seed 002: "keep perform() under a second").
@Suite("Intent runner")
struct IntentRunnerTests {
    let device = Device.sample()

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
        #expect(events.names == ["intent.performed", "activity.updated", "activity.ended", "activity.dismissed", "island.changed"])
        #expect(events.map { Timestamp.iso8601($0.at) } == [
            "2026-04-25T01:00:00Z", "2026-04-25T01:00:00.120Z", "2026-04-25T01:00:00.120Z", "2026-04-25T01:00:00.120Z", "2026-04-25T01:00:00.120Z",
        ])
        #expect(events.compactMap { $0.json["source"]?.stringValue } == ["intent", "intent"])
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

    @Test("a handler that never returns is cut off once its budget has passed in wall time, and reported")
    // That the run returns at all shows the cut-off. How soon after the deadline is a figure of the
    // machine's load, not of the bench: `tapbench-benchmarks runner` measures it on a quiet machine.
    func neverReturns() async {
        budget(.milliseconds(200))
        let run = await run(NeverReturnsIntent())
        #expect(run.report.outcome == .cancelled(.budget))
        #expect(run.report.verdict == .over)
        #expect(run.report.elapsed == .milliseconds(200))
        #expect(run.wallTime >= .milliseconds(200))
        #expect(device.takeEvents().names == ["intent.performed"])
    }

    @Test("a handler that busy-loops without checking cancellation is cut off too, and what it does later is dropped")
    func spinsWithoutCheckingCancellation() async throws {
        let type = try ActivityType(SpinAttributes.self, preview: SpinAttributes(name: "spin"), previewState: .init(count: 0))
        device.register(type)
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        budget(.milliseconds(200))
        spinRelease.store(false, ordering: .relaxed)
        let run = await run(SpinIntent())
        #expect(run.report.outcome == .cancelled(.budget))
        #expect(run.wallTime >= .milliseconds(200))
        spinRelease.store(true, ordering: .relaxed)
        try await Task.sleep(for: .milliseconds(50))
        #expect(device.activity(1)?.content.state == ["count": 0])
        #expect(device.takeEvents().names == ["intent.performed"])
        let next = await self.run(VirtualSleepIntent.with(milliseconds: 10))
        #expect(next.report.outcome == .returned(nil))
    }

    @Test("a handler cut off at the budget stops: its thread is parked, so it turns no more")
    func cutOffHandlerStops() async throws {
        budget(.milliseconds(50))
        let run = await run(CountingSpinIntent())
        #expect(run.report.outcome == .cancelled(.budget))
        // The thread is parked after a grace period; from then on the count stands still.
        var settled = false
        for _ in 0..<100 where !settled {
            let before = spinTurns.load(ordering: .relaxed)
            try await Task.sleep(for: .milliseconds(100))
            settled = spinTurns.load(ordering: .relaxed) == before
        }
        #expect(settled)
        let parked = spinTurns.load(ordering: .relaxed)
        try await Task.sleep(for: .milliseconds(300))
        #expect(spinTurns.load(ordering: .relaxed) == parked)
    }

    @Test("a handler that throws after one update: the update stays, as on iOS, and the error is reported")
    func throwsAfterOneUpdate() async throws {
        try device.startDelivery()
        _ = device.takeEvents()
        let prepared = try SampleApp.catalog().intent(named: "ReportProblemIntent")!.prepare(arguments: ["orderID": "A-7189"], now: device.now)
        let run = await IntentRunner(device: device).run(prepared)
        #expect(run.report.outcome == .threw("the support service is unavailable (HTTP 503)"))
        #expect(run.report.elapsed == .milliseconds(80))
        #expect(device.takeEvents().names == ["intent.performed", "activity.updated"])
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
    func cancelledByTheUser() async throws {
        budget(.seconds(1), enforced: false)
        let runner = IntentRunner(device: device)
        let task = Task { await runner.run(PreparedIntent(NeverReturnsIntent())) }
        try await Task.sleep(for: .milliseconds(30))
        task.cancel()
        let run = await task.value
        #expect(run.report.outcome == .cancelled(.user))
        #expect(device.takeEvents().names == ["intent.performed"])
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
            try await Device.$context.withValue(CallContext(source: .intent, mayStartInBackground: false, isBackground: true)) {
                try await start.perform()
            }
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
