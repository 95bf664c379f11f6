/// One header of an HTTP message, as it was written: `Content-Type: application/json`.
public struct HTTPHeader: Sendable, Hashable, Codable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

extension [HTTPHeader] {
    /// The value of the first header called `name`, compared without regard to case, as HTTP compares names.
    public func value(_ name: String) -> String? {
        first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
