/// What happened to a background task: the app submitted or cancelled it, or iOS ran it (`app task ID`).
public enum BackgroundTaskEvent: Sendable, Hashable {
    case submitted(BackgroundTaskRequest, replaced: Bool)
    case cancelled(identifier: String)
    case ran(identifier: String, outcome: Outcome)

    public enum Outcome: Sendable, Hashable {
        /// The handler called `setTaskCompleted(success:)`.
        case completed(success: Bool)
        /// The handler has not called it by the time the app had nothing left to do.
        case running
        /// No launch handler was registered for the identifier.
        case noHandler
    }
}
