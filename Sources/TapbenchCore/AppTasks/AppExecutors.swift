@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Dispatch
import Foundation

/// Swift's default executor in a worker: `Task {}`, `Task.detached` and every nonisolated async function of
/// app code run on the app's thread, in turn, and their sleeps wait on the device's clock.
final class AppTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private unowned let scheduler: AppScheduler

    init(scheduler: AppScheduler) { self.scheduler = scheduler }

    func enqueue(_ job: consuming ExecutorJob) {
        scheduler.enqueue(UnownedJob(job), on: .task)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        scheduler.sleep(UnownedJob(job), on: .task, until: instant, of: clock, wakesRun: nil)
    }
}

/// The main actor's executor in a worker: its jobs run on the app's thread, in turn with every other, as do the
/// blocks app code sends to `DispatchQueue.main` (the worker's `AppDispatch`); a main-queue block that libdispatch
/// runs itself, such as one sent synchronously, counts as isolated to it too, as on iOS.
final class AppMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    private unowned let scheduler: AppScheduler

    init(scheduler: AppScheduler) { self.scheduler = scheduler }

    /// What the process's main thread does once its async `main` has started: the app's main-actor jobs run on the
    /// app's thread, so here it does what Swift's own main executor does on Linux, and gives the thread to libdispatch,
    /// which serves `DispatchQueue.main` there. Swift's runtime calls this when the worker installed the app's
    /// executors (on another thread) before the main thread got this far: about one worker start in a hundred.
    func run() throws {
        dispatchMain()
    }

    func stop() {}

    func enqueue(_ job: consuming ExecutorJob) {
        scheduler.enqueue(UnownedJob(job), on: .main)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        scheduler.sleep(UnownedJob(job), on: .main, until: instant, of: clock, wakesRun: nil)
    }

    func isIsolatingCurrentContext() -> Bool? {
        scheduler.isAppThread || DispatchQueue.getSpecific(key: AppExecutorFactory.mainQueue) != nil
    }

    func checkIsolated() {
        precondition(isIsolatingCurrentContext() == true, "expected to run on the main actor: the app's thread, or DispatchQueue.main")
    }
}

/// Installs the app's executors as the process's default and main executors.
enum AppExecutorFactory: ExecutorFactory {
    static var mainExecutor: any MainExecutor { scheduler.mainExecutor }
    static var defaultExecutor: any TaskExecutor { scheduler.taskExecutor }

    /// Marks `DispatchQueue.main`, whose blocks app code treats as the main actor's.
    static let mainQueue = DispatchSpecificKey<Bool>()

    private static var scheduler: AppScheduler {
        guard let scheduler = AppScheduler.installed else { preconditionFailure("AppScheduler.install() sets the scheduler first") }
        return scheduler
    }

    /// Swift's default executor before the app's replaces it.
    static var platformDefault: any TaskExecutor { Task.defaultExecutor }

    static func install() {
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        _createExecutors(factory: Self.self)
    }
}
