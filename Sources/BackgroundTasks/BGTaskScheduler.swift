import Dispatch
import Foundation
import TapbenchCore

/// Schedules the app's background tasks. The device keeps what the app submits while iOS terminates the app, and
/// `app task ID` runs one as iOS does when it grants the app time: launched in the background if need be, its launch
/// code registering the handlers first.
///
/// ```swift
/// try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.pizza.refresh"))
/// ```
public final class BGTaskScheduler: Sendable {
    public static let shared = BGTaskScheduler()

    private init() {}

    /// Registers the handler that runs the task `identifier`; on iOS before the app finishes launching. The queue is
    /// the app's: the bench runs handlers on the app's executor whatever it is given.
    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        let handler = UncheckedHandler(launchHandler)
        Device.current.registerBackgroundTask(identifier) { run in
            handler.call(run.kind == .processing ? BGProcessingTask(run: run) : BGAppRefreshTask(run: run))
        }
        return true
    }

    /// Asks for the task to run later; replaces a pending request with the same identifier.
    public func submit(_ taskRequest: BGTaskRequest) throws {
        do throws(BackgroundTaskError) {
            try Device.current.submitBackgroundTask(
                BackgroundTaskRequest(identifier: taskRequest.identifier, kind: taskRequest.kind, earliestBeginDate: taskRequest.earliestBeginDate))
        } catch {
            throw Error(.tooManyPendingTaskRequests)
        }
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        Device.current.cancelBackgroundTask(identifier)
    }

    public func cancelAllTaskRequests() {
        Device.current.cancelAllBackgroundTasks()
    }

    public func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(pending())
    }

    public func pendingTaskRequests() async -> [BGTaskRequest] { pending() }

    private func pending() -> [BGTaskRequest] {
        Device.current.pendingBackgroundTasks.map { request in
            let made: BGTaskRequest =
                request.kind == .processing ? BGProcessingTaskRequest(identifier: request.identifier) : BGAppRefreshTaskRequest(identifier: request.identifier)
            made.earliestBeginDate = request.earliestBeginDate
            return made
        }
    }

    /// Why a request was refused.
    public struct Error: Swift.Error, Sendable, Hashable {
        public enum Code: Int, Sendable, Hashable {
            case unavailable = 1
            case tooManyPendingTaskRequests = 2
            case notPermitted = 3
        }

        public let code: Code

        public init(_ code: Code) { self.code = code }

        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }
    }
}

/// `catch BGTaskScheduler.Error.tooManyPendingTaskRequests`, as Foundation's bridged errors allow.
public func ~= (code: BGTaskScheduler.Error.Code, error: any Error) -> Bool {
    (error as? BGTaskScheduler.Error)?.code == code
}

/// The app's launch handler, which iOS calls on the queue it was given; here on the app's executor.
private struct UncheckedHandler: @unchecked Sendable {
    let body: (BGTask) -> Void
    init(_ body: @escaping (BGTask) -> Void) { self.body = body }
    func call(_ task: BGTask) { body(task) }
}
