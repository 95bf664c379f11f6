import Foundation

/// When an ended Live Activity leaves the Lock Screen (seed 000, "End the Live Activity").
public enum DismissalPolicy: Sendable, Hashable {
    /// Up to four hours after the end.
    case `default`
    /// At once.
    case immediate
    /// At the given date, but never later than four hours after the end.
    case after(Date)

    /// How the REPL and events name the policy: `default`, `immediate`, or the date.
    public var name: String {
        switch self {
        case .default: "default"
        case .immediate: "immediate"
        case .after(let date): Timestamp.iso8601(date)
        }
    }
}
