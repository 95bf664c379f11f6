/// How a request can fail before any answer comes, as `server fail METHOD URL KIND` makes it fail. The app
/// sees the `URLError` a phone gives for each ("URLError.Code").
public enum NetworkFailure: String, Sendable, Hashable, CaseIterable, Codable {
    /// No connection at all: `URLError.notConnectedToInternet`, at once.
    case offline
    /// No answer within the request's timeout: `URLError.timedOut`.
    case timeout
    /// The connection dropped mid-request: `URLError.networkConnectionLost`.
    case reset
    /// The host's name did not resolve: `URLError.cannotFindHost`.
    case dns

    /// What the app saw, in a few words: `offline`, `timed out`.
    public var description: String {
        switch self {
        case .offline: "offline"
        case .timeout: "timed out"
        case .reset: "connection lost"
        case .dns: "host not found"
        }
    }
}
