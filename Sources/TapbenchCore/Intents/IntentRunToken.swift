import Foundation

/// An intent run under way: its number and when, in virtual time, it began.
public struct IntentRunToken: Sendable, Hashable {
    public let id: Int
    public let start: Date
}
