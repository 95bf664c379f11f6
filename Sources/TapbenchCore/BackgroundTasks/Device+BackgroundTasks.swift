import Foundation
import Synchronization

/// Background tasks (BackgroundTasks' `BGTaskScheduler`): the app registers launch handlers and submits requests,
/// the device keeps the requests, and `app task ID` is iOS deciding to run one, as Xcode's
/// `_simulateLaunchForTaskWithIdentifier:` does for a debugged app.
extension Device {
    /// The requests the device holds, in the order submitted.
    public var pendingBackgroundTasks: [BackgroundTaskRequest] { read { $0.backgroundTasks.pending } }

    /// `BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)`: a second registration of the same
    /// identifier replaces the first (a modelling choice; Apple documents none).
    public func registerBackgroundTask(_ identifier: String, handler: @escaping @Sendable (BackgroundTaskRun) -> Void) {
        backgroundTaskHandlers.withLock { $0[identifier] = handler }
    }

    /// `BGTaskScheduler.submit(_:)`.
    public func submitBackgroundTask(_ request: BackgroundTaskRequest) throws(BackgroundTaskError) {
        try mutate { state throws(BackgroundTaskError) in
            let replaced = try state.backgroundTasks.submit(request)
            state.emit(.backgroundTask(.submitted(request, replaced: replaced)))
        }
    }

    /// `BGTaskScheduler.cancel(taskRequestWithIdentifier:)`: nothing happens when no such request is pending.
    public func cancelBackgroundTask(_ identifier: String) {
        mutate { state in
            if state.backgroundTasks.remove(identifier) != nil { state.emit(.backgroundTask(.cancelled(identifier: identifier))) }
        }
    }

    /// `BGTaskScheduler.cancelAllTaskRequests()`.
    public func cancelAllBackgroundTasks() {
        mutate { state in
            for request in state.backgroundTasks.removeAll() { state.emit(.backgroundTask(.cancelled(identifier: request.identifier))) }
        }
    }

    /// Runs a pending task as iOS does when it grants the app background time: the request leaves the queue, the app
    /// launches in the background if it is not running (its launch code registers the handlers), and the handler runs
    /// until the app has nothing left to do. Returns what became of it.
    @discardableResult
    public func runBackgroundTask(_ identifier: String) async throws(BackgroundTaskError) -> BackgroundTaskEvent.Outcome {
        let request = try mutate { state throws(BackgroundTaskError) -> BackgroundTaskRequest in
            guard let request = state.backgroundTasks.pending.first(where: { $0.identifier == identifier }) else {
                throw .notPending(identifier, pending: state.backgroundTasks.pending.map(\.identifier))
            }
            if let earliest = request.earliestBeginDate, earliest > state.now { throw .tooEarly(identifier, earliest: earliest) }
            _ = state.backgroundTasks.remove(identifier)
            return request
        }
        runApp(inForeground: false)
        let outcome: BackgroundTaskEvent.Outcome
        if let handler = backgroundTaskHandlers.withLock({ $0[identifier] }) {
            let run = BackgroundTaskRun(identifier: identifier, kind: request.kind)
            let device = self
            let task = Task.detached {
                device.asCurrent { Device.$context.withValue(CallContext()) { handler(run) } }
            }
            if let scheduler = AppScheduler.installed {
                await scheduler.idle()
            } else {
                await task.value
            }
            outcome = run.completed.map { .completed(success: $0) } ?? .running
        } else {
            outcome = .noHandler
        }
        mutate { $0.emit(.backgroundTask(.ran(identifier: identifier, outcome: outcome))) }
        return outcome
    }
}
