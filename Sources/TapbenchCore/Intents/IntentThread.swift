@_spi(ExperimentalScheduling) import _Concurrency
import Foundation
import Synchronization

/// A thread of its own for one `perform()` at a time, used as the task's executor. A handler that
/// spins without awaiting holds only this thread, never Swift's cooperative pool, so the bench stays
/// responsive. When a run is abandoned, its thread is retired: a new one serves the next run, and if
/// the handler still holds this one after a grace period, the thread is parked (see `park()`).
///
/// In a worker, where the bench runs the app's tasks (`AppScheduler`), the thread's jobs take their turn with the
/// app's other jobs, and the handler's own sleeps wait on the device's clock, which moves for them.
final class IntentThread: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var retired = false
    /// The thread, once it has started; read only under `condition`.
    private var handle: pthread_t?
    /// A job is running on the thread now.
    private var running = false
    /// Where the current run's handler stands (`HandlerState`): `park()` and the handler's return race for
    /// it, so that a thread is never parked in the bench's own bookkeeping after its handler returned.
    private let handler = Atomic<UInt8>(HandlerState.running.rawValue)

    private enum HandlerState: UInt8 {
        case running, returned, parking, parked
    }

    init() {
        ThreadParking.install()
        let thread = Thread { [self] in loop() }
        thread.name = "tapbench.intent"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if let scheduler = AppScheduler.installed {
            scheduler.enqueue(job, on: .intent(self))
        } else {
            runHandedOff(job)
        }
    }

    /// A sleep of the handler's own task: on the device's clock in a worker, else on the machine's.
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let job = UnownedJob(job)
        if let scheduler = AppScheduler.installed {
            scheduler.sleep(job, on: .intent(self), until: instant, of: clock, wakesRun: Device.context.run)
        } else {
            let delay = (clock.now.duration(to: instant) as? Duration) ?? .zero
            DispatchQueue.global().asyncAfter(deadline: .now() + delay.timeInterval) { [self] in runHandedOff(job) }
        }
    }

    /// Runs `job` on this thread, after what it holds.
    func runHandedOff(_ job: UnownedJob) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once it has run what it holds.
    func retire() {
        condition.lock()
        retired = true
        condition.signal()
        condition.unlock()
    }

    /// Stops a handler that is still running on this thread after its run was abandoned: one that spins,
    /// blocks in a system call or allocates without end. The thread is parked for good, so it uses no
    /// processor time and allocates nothing more, as iOS stops an app it has ended. A handler that
    /// awaits holds no thread and needs nothing of this.
    ///
    /// The signal parks the thread only where it is safe to (`ThreadParking`), so one call may not be
    /// enough: it returns true once the thread is parked or needs no parking, and false while the caller
    /// should call again shortly. The first call also lowers the thread to the idle scheduling class, so
    /// that until it is parked it runs only when nothing else would: a handler that spins inside a library
    /// can take many tries to catch in the program's own code, and it must not slow the bench meanwhile.
    /// Called before `retire()`.
    func park() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        // Under the lock the thread cannot end: it ends only once retired, and this comes first.
        guard running, let handle else { return true }
        let (claimed, state) = handler.compareExchange(
            expected: HandlerState.running.rawValue, desired: HandlerState.parking.rawValue, ordering: .sequentiallyConsistent)
        guard claimed || state == HandlerState.parking.rawValue else { return true }
        if claimed {
            var idle = sched_param(sched_priority: 0)
            pthread_setschedparam(handle, Self.idleSchedulingClass, &idle)
        }
        pthread_kill(handle, ThreadParking.signal)
        return false
    }

    /// The signal has parked this thread: called by its handler, which may do nothing that takes a lock.
    func parked() {
        handler.store(HandlerState.parked.rawValue, ordering: .sequentiallyConsistent)
    }

    /// Called on this thread once the handler has returned, before the run's own bookkeeping, which takes
    /// the bench's locks: a thread parked holding one would stop the bench. When `park()` came first, the
    /// thread stops here, holding nothing, as its signal would stop it.
    func handlerReturned() {
        let (claimed, _) = handler.compareExchange(
            expected: HandlerState.running.rawValue, desired: HandlerState.returned.rawValue, ordering: .sequentiallyConsistent)
        if !claimed {
            parked()
            ThreadParking.stopForGood()
        }
    }

    /// Runs first on every intent thread, as on the app's (`AppScheduler.install(prepareThread:)`).
    static var prepareThread: (@Sendable () -> Void)? {
        get { preparation.withLock { $0 } }
        set { preparation.withLock { $0 = newValue } }
    }

    private static let preparation = Mutex<(@Sendable () -> Void)?>(nil)

    /// Whether the calling thread is an intent's: the code running is a handler's own, not a task it started.
    static var isCurrent: Bool { pthread_getspecific(marker) != nil }

    /// Set on each intent thread, for `isCurrent`.
    private static let marker: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private func loop() {
        pthread_setspecific(Self.marker, UnsafeRawPointer(bitPattern: 1))
        Self.prepareThread?()
        ThreadParking.accept(for: self)
        condition.lock()
        handle = pthread_self()
        condition.unlock()
        while true {
            condition.lock()
            running = false
            while jobs.isEmpty && !retired { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            running = true
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            AppScheduler.installed?.handOffEnded(self)
        }
    }

    /// Linux's `SCHED_IDLE`, which Swift's Glibc module does not export.
    static let idleSchedulingClass: Int32 = 5

    private static let idle = Mutex<[IntentThread]>([])

    /// An idle thread, or a new one when every thread is busy.
    static func take() -> IntentThread {
        let thread = idle.withLock { $0.popLast() } ?? IntentThread()
        thread.handler.store(HandlerState.running.rawValue, ordering: .sequentiallyConsistent)
        return thread
    }

    /// Returns a thread whose run finished, for the next run.
    static func give(_ thread: IntentThread) {
        idle.withLock { $0.append(thread) }
    }
}
