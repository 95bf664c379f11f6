import Synchronization

/// One run of a background task, as the app's launch handler receives it (`BGTask`): it says when it is done with
/// `complete(success:)`.
public final class BackgroundTaskRun: Sendable {
    public let identifier: String
    public let kind: BackgroundTaskRequest.Kind
    private let completion = Mutex<Bool?>(nil)

    init(identifier: String, kind: BackgroundTaskRequest.Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// `setTaskCompleted(success:)`: the first call counts, as iOS ends the task there.
    public func complete(success: Bool) {
        completion.withLock { if $0 == nil { $0 = success } }
    }

    var completed: Bool? { completion.withLock { $0 } }
}
