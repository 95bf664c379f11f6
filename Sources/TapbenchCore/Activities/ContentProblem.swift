/// Why a JSON document does not decode into the registered Swift type, located by its key path.
public struct ContentProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case missingKey
        case unknownKey
        case typeMismatch
        case invalidValue
    }

    public let kind: Kind
    /// The keys from the document's root, such as `["eta", "lowerBound"]`.
    public let path: [String]
    /// What was wrong, without the path: `expected a number, found a string`.
    public let message: String

    public init(_ kind: Kind, path: [String], message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The path with a prefix such as `content-state`, dotted: `content-state.eta.lowerBound`.
    public func location(under root: String? = nil) -> String {
        ([root].compactMap { $0 } + path).joined(separator: ".")
    }

    public func description(under root: String?) -> String {
        let location = location(under: root)
        return location.isEmpty ? message : "\(location): \(message)"
    }

    public var description: String { description(under: nil) }
}
