import Foundation
import Synchronization

/// A thread of its own for one `perform()` at a time, used as the task's executor. A handler that
/// spins without awaiting holds only this thread, never Swift's cooperative pool, so the bench stays
/// responsive; when one is abandoned, its thread is left to it and a new one serves the next run.
final class IntentThread: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var retired = false

    init() {
        let thread = Thread { [self] in loop() }
        thread.name = "tapbench.intent"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
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

    private func loop() {
        while true {
            condition.lock()
            while jobs.isEmpty && !retired { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private static let idle = Mutex<[IntentThread]>([])

    /// An idle thread, or a new one when every thread is busy.
    static func take() -> IntentThread {
        idle.withLock { $0.popLast() } ?? IntentThread()
    }

    /// Returns a thread whose run finished, for the next run.
    static func give(_ thread: IntentThread) {
        idle.withLock { $0.append(thread) }
    }
}
