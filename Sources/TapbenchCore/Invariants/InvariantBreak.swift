/// A rule a command broke: which, its source, and what broke it.
public struct InvariantBreak: Sendable, Hashable, Codable {
    public let name: String
    public let source: String
    public let message: String
}
