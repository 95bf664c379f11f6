import Foundation

extension JSONValue {
    /// The JSON a default `JSONEncoder` writes for `value`, or `null` when it cannot be encoded.
    public init(encoding value: some Encodable) {
        guard let data = try? JSONEncoder().encode(value), let json = try? JSONParser.parse(Array(data)) else {
            self = .null
            return
        }
        self = json
    }
}
