import TapbenchCore

/// Why `Activity.request` failed.
public enum ActivityAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case targetMaximumExceeded
    case visibility
    case unsupported
    case unsupportedTarget
    case persistenceFailure
    case malformedActivityIdentifier
    case missingProcessIdentifier
    case reconnectNotPermitted
    case unentitled

    init(_ code: ActivityRequestError.Code) {
        switch code {
        case .denied: self = .denied
        case .targetMaximumExceeded: self = .targetMaximumExceeded
        case .globalMaximumExceeded: self = .globalMaximumExceeded
        case .attributesTooLarge: self = .attributesTooLarge
        case .visibility: self = .visibility
        }
    }

    public var errorDescription: String? { "ActivityAuthorizationError.\(self)" }
    /// Why the request failed, as the case says.
    public var failureReason: String? { "ActivityAuthorizationError.\(self)" }
    public var recoverySuggestion: String? { nil }
}
