/// The background tasks the device holds for the app, kept while iOS terminates the app. Apple's documentation of
/// `BGTaskScheduler.submit(_:)`: "Submitting a task request for an unexecuted task that's already in the queue
/// replaces the previous task request. There can be a total of 1 refresh task and 10 processing tasks scheduled at any
/// time. Trying to schedule more tasks returns BGTaskScheduler.Error.Code.tooManyPendingTaskRequests."
struct BackgroundTaskQueue: Sendable, Hashable, Codable {
    private(set) var pending: [BackgroundTaskRequest] = []

    static let limits: [BackgroundTaskRequest.Kind: Int] = [.appRefresh: 1, .processing: 10]

    /// Adds `request`, replacing a pending one with its identifier; returns whether it replaced one.
    mutating func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskError) -> Bool {
        let others = pending.filter { $0.identifier != request.identifier }
        let sameKind = others.filter { $0.kind == request.kind }.count
        guard sameKind < Self.limits[request.kind, default: 0] else {
            throw .tooManyPendingTaskRequests(kind: request.kind, limit: Self.limits[request.kind, default: 0])
        }
        let replaced = others.count < pending.count
        pending = others + [request]
        return replaced
    }

    /// Removes the request with `identifier`; returns it, if there was one.
    mutating func remove(_ identifier: String) -> BackgroundTaskRequest? {
        guard let index = pending.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        return pending.remove(at: index)
    }

    mutating func removeAll() -> [BackgroundTaskRequest] {
        defer { pending = [] }
        return pending
    }
}
