import Foundation

/// Why a background task was not submitted or could not run.
public enum BackgroundTaskError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `BGTaskScheduler.Error.Code.tooManyPendingTaskRequests`.
    case tooManyPendingTaskRequests(kind: BackgroundTaskRequest.Kind, limit: Int)
    /// `app task ID` named no pending request.
    case notPending(String, pending: [String])
    /// `app task ID` before the request's `earliestBeginDate`.
    case tooEarly(String, earliest: Date)

    public var description: String {
        switch self {
        case .tooManyPendingTaskRequests(let kind, let limit):
            "tooManyPendingTaskRequests: the app may have \(limit) \(kind.rawValue) task\(limit == 1 ? "" : "s") pending at a time (Apple's documentation, \"submit(_:)\")"
        case .notPending(let identifier, let pending):
            "no background task '\(identifier)' is pending (pending: \(pending.isEmpty ? "none" : pending.joined(separator: ", ")))"
        case .tooEarly(let identifier, let earliest):
            "\(identifier) may not run before its earliestBeginDate, \(Timestamp.iso8601(earliest)); advance the clock first"
        }
    }
}
