/// A JSON value in a device snapshot is its JSON text, read back with the bench's own parser, so numbers keep the
/// digits they were written with.
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try JSONParser.parse(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsonText)
    }
}
