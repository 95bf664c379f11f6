import CTapbenchWorker
import TapbenchCore

/// App code's libdispatch calls, in a worker (DESIGN D9): a block sent to `DispatchQueue.main` runs on the app's
/// thread in its turn with the app's jobs, as the main queue and the main actor share one thread on iOS; a block
/// sent after a delay (`asyncAfter`) from the app's threads waits on the device's clock, for `advance` or `clock`
/// (a block is sent and forgotten, so it never moves the clock for an intent, as the intent's own sleeps do). The
/// interposed calls are in `CTapbenchWorker/AppDispatch.c`.
enum AppDispatch {
    /// Sends the app's dispatch blocks to `AppScheduler.installed`, from now on.
    static func take() {
        tapbench_take_app_dispatch { queue, block, delay in
            guard let block else { return }
            let sent = SentBlock(queue: queue, block: block)
            guard let scheduler = AppScheduler.installed else { return sent.run() }
            if delay < 0 {
                scheduler.enqueue { sent.run() }
            } else {
                scheduler.enqueue(after: .nanoseconds(delay)) { sent.run() }
            }
        }
    }

    /// A block taken from app code, and the queue it was sent to: the main queue's runs where it is run, on the app's
    /// thread; any other queue's goes to that queue.
    private struct SentBlock: @unchecked Sendable {
        let queue: UnsafeMutableRawPointer?
        let block: UnsafeMutableRawPointer

        func run() {
            if tapbench_is_main_queue(queue) != 0 {
                tapbench_run_block(block)
            } else {
                tapbench_dispatch_block(queue, block)
            }
        }
    }
}
