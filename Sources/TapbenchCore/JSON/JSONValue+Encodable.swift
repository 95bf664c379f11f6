import Foundation

extension JSONValue {
    /// The JSON a default `JSONEncoder` writes for `value`, or `null` when it cannot be encoded.
    public init(encoding value: some Encodable) {
        self = (try? JSONCoding.encode(value)) ?? .null
    }
}
