/// A stub as `server list` shows it: its number, and how many requests it has answered.
public struct NumberedStub: Sendable, Hashable, Codable {
    public let number: Int
    public let stub: ServerStub
    public internal(set) var used = 0

    /// Its `times` are used up: it answers no more.
    public var isUsedUp: Bool { stub.times.map { used >= $0 } ?? false }
}
