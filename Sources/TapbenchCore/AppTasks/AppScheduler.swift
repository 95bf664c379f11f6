import DequeModule
import Foundation
import HeapModule
import Synchronization

/// The app's tasks, run by the bench (DESIGN D9). In a worker, every job of app code (`Task {}`,
/// `Task.detached`, the main actor, async sequences, an intent's `perform()`) runs one at a time, in the order
/// it became ready, on the app's thread; sleeps on `ContinuousClock` and `SuspendingClock` wait on the device's
/// virtual clock. So the bench knows when the app has nothing left to do (`idle()`), a command ends only then,
/// and a replay runs the same every time.
///
/// ```swift
/// let bench = AppScheduler.install(prepareThread: markAppThread, runLoops: runAppRunLoops)
/// Task(executorPreference: bench) { await serveCommands() }   // the bench's own work runs apart
/// ```
///
/// Why executors and not the runtime's hooks: since Swift 6.3 `Task.sleep` asks the current scheduling executor
/// (`SchedulingExecutor.enqueue(_:at:tolerance:clock:)`) and never reaches `swift_task_enqueueGlobalWithDeadline_hook`,
/// so only executors of the bench's own can see a sleep. The default and main executors are replaced with
/// `_createExecutors(factory:)` (`@_spi(ExperimentalCustomExecutors)`) once the worker has started; an intent's
/// thread (`IntentThread`) hands its jobs here too, so that they take their turn with the rest, and the worker sends
/// app code's main-queue and delayed dispatch blocks here (`enqueue(_:)`, `enqueue(after:_:)`). Whenever the app has
/// nothing else to do, the app's thread runs the app's run loops once (`runLoops`), so a `Timer` due by the device's
/// time fires there, and it wakes again at the next one's fire date. Limits: blocks sent at once to other queues run
/// on libdispatch's threads, beside the app's thread; a job that never returns holds the app's thread, as a hang
/// holds an iPhone app's main thread.
public final class AppScheduler: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready = Deque<AppJob>()
    private var sleepers = Heap<Sleeper>()
    private var running = false
    /// The intent thread running a job handed to it, which the app's thread waits for.
    private var handedOff: IntentThread?
    private var abandoned: Set<ObjectIdentifier> = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var order = 0

    /// Runs the app's run loops once: the timers due fire, and how long until the next one comes back.
    private let runLoops: @Sendable () -> Duration?
    /// Whether a job ran since the run loops last did, and so may have added a timer or made one due.
    private var runLoopsDue = true
    /// The earliest fire date the app's thread is to wake for.
    private var runLoopWake: Date?

    /// The app's thread, once it has started; read only under `condition`.
    private var appThread: pthread_t?

    private(set) var taskExecutor: AppTaskExecutor!
    private(set) var mainExecutor: AppMainExecutor!

    private init(prepareThread: @escaping @Sendable () -> Void, runLoops: @escaping @Sendable () -> Duration?) {
        self.runLoops = runLoops
        taskExecutor = AppTaskExecutor(scheduler: self)
        mainExecutor = AppMainExecutor(scheduler: self)
        let thread = Thread { [self] in
            prepareThread()
            condition.lock()
            appThread = pthread_self()
            condition.unlock()
            loop()
        }
        thread.name = "tapbench.app"
        thread.start()
    }

    private static let slot = Mutex<AppScheduler?>(nil)

    /// The scheduler this process installed, if any: in-process sessions (unit tests) run app code on Swift's own
    /// executors.
    public static var installed: AppScheduler? { slot.withLock { $0 } }

    /// Makes this process's default and main executors the app's, and returns the executor the bench's own work
    /// should prefer (Swift's default executor as it was), so that it never waits behind app code. `prepareThread`
    /// runs first on each thread that runs app jobs; `runLoops` runs the app's run loops once, firing the timers due
    /// by the device's time, and returns how long until the next one. Called once, before any app code runs.
    public static func install(prepareThread: @escaping @Sendable () -> Void, runLoops: @escaping @Sendable () -> Duration?) -> any TaskExecutor {
        let bench = AppExecutorFactory.platformDefault
        let scheduler = AppScheduler(prepareThread: prepareThread, runLoops: runLoops)
        slot.withLock { $0 = scheduler }
        IntentThread.prepareThread = prepareThread
        AppExecutorFactory.install()
        return bench
    }

    /// Whether the calling thread is the app's.
    var isAppThread: Bool {
        condition.lock()
        defer { condition.unlock() }
        return appThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
    }

    // MARK: Jobs

    func enqueue(_ job: UnownedJob, on target: AppJob.Target) {
        condition.lock()
        ready.append(.job(job, on: target))
        condition.signal()
        condition.unlock()
    }

    /// Runs `job` once the device's clock reaches `deadline`. A sleep of an intent's own task (`wakesRun`) moves
    /// the clock there by itself while that run is under way and the app has nothing else to do, as its latency
    /// counts toward the budget; any other sleep waits for `advance` or `clock`.
    func enqueue(_ job: UnownedJob, on target: AppJob.Target, at deadline: Date, wakesRun run: Int?) {
        condition.lock()
        order += 1
        sleepers.insert(Sleeper(deadline: deadline, order: order, job: .job(job, on: target), run: run))
        condition.signal()
        condition.unlock()
    }

    /// Runs `call` on the app's thread in its turn: a block app code sent to the main queue.
    public func enqueue(_ call: @escaping @Sendable () -> Void) {
        condition.lock()
        ready.append(.call(call))
        condition.signal()
        condition.unlock()
    }

    /// Runs `call` in its turn once `delay` has passed on the device's clock: a block app code sent after a delay
    /// (`DispatchQueue.asyncAfter`), which waits for `advance` or `clock`.
    public func enqueue(after delay: Duration, _ call: @escaping @Sendable () -> Void) {
        guard let device = Device.currentIfSet, delay > .zero else { return enqueue(call) }
        condition.lock()
        order += 1
        sleepers.insert(Sleeper(deadline: device.now.addingTimeInterval(delay.timeInterval), order: order, job: .call(call), run: nil))
        condition.signal()
        condition.unlock()
    }

    /// The intent thread ran the job handed to it.
    func handOffEnded(_ thread: IntentThread) {
        condition.lock()
        if handedOff === thread { handedOff = nil }
        condition.signal()
        condition.unlock()
    }

    /// The run on `thread` was abandoned: the app's thread stops waiting for it, and what it does from now on runs
    /// beside the app, dropped as iOS drops the work of an app it has ended.
    func abandon(_ thread: IntentThread) {
        condition.lock()
        abandoned.insert(ObjectIdentifier(thread))
        if handedOff === thread { handedOff = nil }
        condition.signal()
        condition.unlock()
    }

    // MARK: Idleness and time

    /// Returns once the app has nothing left to do now: every job has run, and every task waits on the device's
    /// clock, on the bench, or on nothing at all.
    public func idle() async {
        // Most often the app is idle already: nothing ready, nothing running, no intent's sleep to move the clock for.
        // Then no round trip to the app's thread is needed.
        if isIdleNow { return }
        await withCheckedContinuation { continuation in
            condition.lock()
            idleWaiters.append(continuation)
            condition.signal()
            condition.unlock()
        }
    }

    /// Wakes the app's sleeping tasks due by `target`, in deadline order, moving `device`'s clock to each deadline
    /// and letting the app settle before the next: `advance 5m` runs a 60-second polling loop five times, in order.
    public func wake(_ device: Device, until target: Date) async {
        while let deadline = nextDeadline(until: target) {
            device.passForApp(until: deadline)
            guard releaseSleepers(dueBy: device.now) > 0 else { return }
            await idle()
        }
    }

    private var isIdleNow: Bool {
        condition.lock()
        defer { condition.unlock() }
        return ready.isEmpty && !running && !runLoopsDue && handedOff == nil && !sleepers.unordered.contains { $0.run != nil }
    }

    private func nextDeadline(until target: Date) -> Date? {
        condition.lock()
        defer { condition.unlock() }
        return sleepers.min.map(\.deadline).flatMap { $0 <= target ? $0 : nil }
    }

    /// Makes the sleepers due by `now` ready, in order, and returns how many.
    @discardableResult
    private func releaseSleepers(dueBy now: Date) -> Int {
        condition.lock()
        defer { condition.unlock() }
        var released = 0
        while let earliest = sleepers.min, earliest.deadline <= now {
            ready.append(sleepers.removeMin().job)
            released += 1
        }
        condition.signal()
        return released
    }

    // MARK: The app's thread

    private func loop() {
        condition.lock()
        while true {
            guard let next = ready.popFirst() else {
                settleOrWait()
                continue
            }
            running = true
            condition.unlock()
            run(next)
            condition.lock()
            running = false
            runLoopsDue = true
        }
    }

    /// With nothing ready: moves the clock for an intent that waits on it, else tells the waiters the app is idle,
    /// else waits. Called and returns with the lock held; the device is reached without it, since the device
    /// hands values to the app's tasks, which enqueue here, while it holds its own lock.
    private func settleOrWait() {
        if runLoopsDue { return runRunLoops() }
        let runs = Set(sleepers.unordered.compactMap(\.run))
        if !runs.isEmpty {
            condition.unlock()
            let moved = Device.currentIfSet.map { passTimeForWaitingRun(runs, on: $0) } ?? false
            condition.lock()
            if moved || !ready.isEmpty { return }
        }
        if !idleWaiters.isEmpty {
            let waiters = idleWaiters
            idleWaiters.removeAll()
            condition.unlock()
            for waiter in waiters { waiter.resume() }
            condition.lock()
            return
        }
        condition.wait()
    }

    /// Runs the app's run loops once, as the app's thread, and sleeps until the next timer's fire date. A timer's
    /// block runs there, as app code; what it starts runs in its turn after. Called and returns with the lock held.
    private func runRunLoops() {
        runLoopsDue = false
        running = true
        condition.unlock()
        let next = runLoops()
        let now = Device.currentIfSet?.now
        condition.lock()
        running = false
        guard let next, let now else { return }
        // A fire date the device's time has reached, to within its precision, is woken for just after now, so that
        // the clock always moves on towards it.
        let wake = now.addingTimeInterval(max(next.timeInterval, Self.runLoopPrecision))
        if let runLoopWake, runLoopWake <= wake, runLoopWake > now { return }
        runLoopWake = wake
        order += 1
        sleepers.insert(Sleeper(deadline: wake, order: order, job: .call { [unowned self] in runLoopWoke(at: wake) }, run: nil))
    }

    /// A `Date` near today keeps about a quarter of a microsecond; a timer's fire date is woken for a microsecond late
    /// at most.
    private static let runLoopPrecision: TimeInterval = 0.000_001

    private func runLoopWoke(at wake: Date) {
        condition.lock()
        if runLoopWake == wake { runLoopWake = nil }
        condition.unlock()
    }

    /// When an intent's own task sleeps and its run is under way, the clock moves to the earliest sleeper's deadline
    /// (time passes for every task, in order), but never past a recorded Ctrl-C's cut-off, where the run's grace
    /// period ends it. Returns whether a sleeper was released.
    private func passTimeForWaitingRun(_ runs: Set<Int>, on device: Device) -> Bool {
        let underWay = runs.filter { device.intentRuns.isUnderWay($0) }
        forget(runs.subtracting(underWay))
        guard !underWay.isEmpty else { return false }
        condition.lock()
        let earliest = sleepers.min?.deadline
        condition.unlock()
        guard let earliest else { return false }
        let cutOffs = underWay.compactMap { run in device.intentRuns.cutOff(of: run).map { (run: run, date: $0) } }
        let holds = underWay.compactMap { run in device.intentRuns.hold(of: run).map { (run: run, date: $0) } }
        let stop = (cutOffs + holds).map(\.date).min()
        let target = stop.map { min($0, earliest) } ?? earliest
        if target > device.now { device.passForApp(until: target) }
        // A run whose next wake would pass its cut-off ends there, with nothing else of the app's left to run first.
        for reached in cutOffs where reached.date < earliest && reached.date <= device.now { device.intentRuns.reach(.cutOff, of: reached.run) }
        // A held run stops the clock at its hold, before any sleeper due there wakes, until it is released.
        let held = holds.filter { $0.date <= device.now }
        for reached in held { device.intentRuns.reach(.hold, of: reached.run) }
        return held.isEmpty && target == earliest && releaseSleepers(dueBy: device.now) > 0
    }

    /// Looks again at what the app waits for, after something outside its jobs changed it: a held run released.
    func reconsider() {
        condition.lock()
        condition.signal()
        condition.unlock()
    }

    /// Sleepers of runs that ended no longer move the clock; they wake with the rest when time passes.
    private func forget(_ runs: Set<Int>) {
        guard !runs.isEmpty else { return }
        condition.lock()
        sleepers = Heap(sleepers.unordered.map { sleeper in
            guard let run = sleeper.run, runs.contains(run) else { return sleeper }
            return Sleeper(deadline: sleeper.deadline, order: sleeper.order, job: sleeper.job, run: nil)
        })
        condition.unlock()
    }

    private func run(_ next: AppJob) {
        switch next {
        case .call(let call):
            call()
        case .job(let job, .task):
            job.runSynchronously(on: taskExecutor.asUnownedTaskExecutor())
        case .job(let job, .main):
            job.runSynchronously(on: mainExecutor.asUnownedSerialExecutor())
        case .job(let job, .intent(let thread)):
            condition.lock()
            let waits = !abandoned.contains(ObjectIdentifier(thread))
            if waits { handedOff = thread }
            condition.unlock()
            thread.runHandedOff(job)
            guard waits else { return }
            condition.lock()
            while handedOff === thread { condition.wait() }
            condition.unlock()
        }
    }
}

/// What the app's thread runs next: a job of a task, or a block app code sent to a dispatch queue.
enum AppJob {
    enum Target {
        /// On the app's thread, as the default executor's.
        case task
        /// On the app's thread, as the main actor's.
        case main
        /// On an intent's thread, handed to it in its turn.
        case intent(IntentThread)
    }

    case job(UnownedJob, on: Target)
    case call(@Sendable () -> Void)
}

/// A sleeping job, woken in deadline order, then in the order the sleeps began.
private struct Sleeper: Comparable {
    let deadline: Date
    let order: Int
    let job: AppJob
    /// The intent run whose own task sleeps, which moves the clock while it is under way.
    let run: Int?

    static func < (lhs: Sleeper, rhs: Sleeper) -> Bool { (lhs.deadline, lhs.order) < (rhs.deadline, rhs.order) }
    static func == (lhs: Sleeper, rhs: Sleeper) -> Bool { lhs.order == rhs.order }
}

extension AppScheduler {
    /// Sleeps `job` until `instant` of `clock`. On the app's threads the monotonic clocks read the device's time, so
    /// the delay is exact in virtual time; a deadline that has passed makes the job ready at once.
    func sleep<C: Clock>(_ job: UnownedJob, on target: AppJob.Target, until instant: C.Instant, of clock: C, wakesRun run: Int?) {
        let delay = clock.now.duration(to: instant)
        guard let device = Device.currentIfSet, let virtual = delay as? Duration, virtual > .zero else {
            enqueue(job, on: target)
            return
        }
        enqueue(job, on: target, at: device.now.addingTimeInterval(virtual.timeInterval), wakesRun: run)
    }
}
