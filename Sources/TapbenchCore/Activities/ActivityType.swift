import Foundation

/// An `ActivityAttributes` type that the app under test registered with the device, such as
/// `DeliveryAttributes`. The device keeps activities as JSON and validates every change by decoding
/// it through these Swift types, so what iOS would drop is caught here.
public struct ActivityType: Sendable {
    /// The Swift type's name, which push payloads give as `attributes-type`: `DeliveryAttributes`.
    public let name: String
    public let attributesSchema: Schema
    public let stateSchema: Schema
    /// Values the REPL starts from when QA leave fields out.
    public let sampleAttributes: JSONValue
    public let sampleState: JSONValue

    private let canonicalAttributes: @Sendable (JSONValue, ContentOrigin) throws(ContentProblem) -> JSONValue
    private let canonicalState: @Sendable (JSONValue, ContentOrigin) throws(ContentProblem) -> JSONValue

    public init<Attributes: Codable & Sendable, State: Codable & Sendable>(
        _ attributes: Attributes.Type, state: State.Type,
        sampleAttributes: Attributes, sampleState: State
    ) throws(SchemaReadError) {
        try self.init(attributes, state: state, sampleAttributes: sampleAttributes, sampleState: sampleState, placeholderDate: Device.defaultStart)
    }

    /// A type whose sample values may be missing, when the app shows no preview of it. A missing sample
    /// is the type's placeholder (`Schema.placeholder(date:)`, with `placeholderDate` for its dates) when
    /// that decodes, else an empty object, so that a `start` that leaves fields out names the first missing one.
    public init<Attributes: Codable & Sendable, State: Codable & Sendable>(
        _ attributes: Attributes.Type, state: State.Type,
        sampleAttributes: Attributes?, sampleState: State?, placeholderDate: Date
    ) throws(SchemaReadError) {
        name = TypeName.of(attributes)
        let attributesCodec = ContentCodec<Attributes>(schema: try SchemaReader.schema(of: attributes))
        let stateCodec = ContentCodec<State>(schema: try SchemaReader.schema(of: state))
        attributesSchema = attributesCodec.schema
        stateSchema = stateCodec.schema
        self.sampleAttributes = sampleAttributes.map(attributesCodec.encode) ?? attributesCodec.placeholder(date: placeholderDate)
        self.sampleState = sampleState.map(stateCodec.encode) ?? stateCodec.placeholder(date: placeholderDate)
        canonicalAttributes = { json, origin throws(ContentProblem) in try attributesCodec.canonical(json, origin: origin) }
        canonicalState = { json, origin throws(ContentProblem) in try stateCodec.canonical(json, origin: origin) }
    }

    /// The name without its `Attributes` suffix, which the REPL also accepts: `Delivery`.
    public var shortName: String {
        name.hasSuffix("Attributes") && name != "Attributes" ? String(name.dropLast("Attributes".count)) : name
    }

    /// Whether QA's word names this type, by its full or short name, ignoring case.
    public func isNamed(_ word: String) -> Bool {
        if word == name || word == shortName { return true }
        let lowered = word.lowercased()
        return lowered == name.lowercased() || lowered == shortName.lowercased()
    }

    /// The attributes as iOS would hold them: decoded through the Swift type and, unless the app encoded
    /// them from a value of it, encoded again.
    public func validateAttributes(_ json: JSONValue, origin: ContentOrigin = .json) throws(ContentProblem) -> JSONValue {
        try canonicalAttributes(json, origin)
    }

    /// The content state as iOS would hold it: decoded through `ContentState` and, unless the app encoded
    /// it from a value of it, encoded again.
    public func validateState(_ json: JSONValue, origin: ContentOrigin = .json) throws(ContentProblem) -> JSONValue {
        try canonicalState(json, origin)
    }
}
