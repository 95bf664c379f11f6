import TapbenchCore

/// A background task running: its launch handler does the work and says when it is done.
///
/// ```swift
/// BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.pizza.refresh", using: nil) { task in
///     Task {
///         await OrderTracker.shared.refresh()
///         task.setTaskCompleted(success: true)
///     }
/// }
/// ```
open class BGTask: @unchecked Sendable {
    let run: BackgroundTaskRun

    public var identifier: String { run.identifier }
    /// Called when iOS needs the time back before the task is done; the bench never takes it back.
    open var expirationHandler: (() -> Void)?

    init(run: BackgroundTaskRun) { self.run = run }

    /// Tells iOS the task is done; the first call counts.
    open func setTaskCompleted(success: Bool) { run.complete(success: success) }
}

/// An app refresh task running.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A processing task running.
open class BGProcessingTask: BGTask, @unchecked Sendable {}
