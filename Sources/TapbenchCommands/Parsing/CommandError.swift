/// A command that could not run: one line saying what was wrong and what would be right, and where
/// in the line the offending word starts. Nothing changed.
public struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The column of the offending word, when one word is to blame.
    public let column: Int?
    /// A usage error (bad syntax) rather than a refusal of well-formed input.
    public let isUsage: Bool

    public init(_ message: String, column: Int? = nil, isUsage: Bool = true) {
        self.message = message
        self.column = column
        self.isUsage = isUsage
    }

    public init(_ message: String, at word: Word?) {
        self.init(message, column: word?.column)
    }

    public var description: String { message }
}
