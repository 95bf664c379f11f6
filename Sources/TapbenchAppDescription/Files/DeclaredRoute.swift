/// A deep-link route a file declares, and where: `routes.txt:2`.
public struct DeclaredRoute: Sendable, Hashable {
    public let pattern: String
    public let screen: String
    public let source: String
}
