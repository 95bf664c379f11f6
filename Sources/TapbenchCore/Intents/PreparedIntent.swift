/// An intent instance ready to run: its parameters as they are set, and its `perform()`.
public struct PreparedIntent: Sendable {
    public let name: String
    public let kind: IntentKind
    private let readParameters: LazyValue<JSONObject>
    private let describeType: @Sendable () -> IntentDefinition?
    /// Runs `perform()`; returns the result's value as JSON, if it has one.
    public let perform: @Sendable () async throws -> JSONValue?

    public init(name: String, kind: IntentKind, parameters: JSONObject, perform: @escaping @Sendable () async throws -> JSONValue?) {
        self.name = name
        self.kind = kind
        readParameters = LazyValue(made: parameters)
        describeType = { nil }
        self.perform = perform
    }

    /// An intent whose parameter values are read when first asked for: every button's intent is prepared
    /// each time its view is evaluated, and most are never drawn or tapped. `describeType` gives its
    /// type's definition, so that an intent found behind a button can also be run with `perform`.
    public init(
        name: String, kind: IntentKind, readingParameters: @escaping @Sendable () -> JSONObject,
        describeType: @escaping @Sendable () -> IntentDefinition? = { nil },
        perform: @escaping @Sendable () async throws -> JSONValue?
    ) {
        self.name = name
        self.kind = kind
        readParameters = LazyValue(readingParameters)
        self.describeType = describeType
        self.perform = perform
    }

    /// The definition of the intent's type, when it has one whose parameters QA can type.
    public var typeDefinition: IntentDefinition? { describeType() }

    /// Parameter values as JSON, in declaration order, for events and display.
    public var parameters: JSONObject { readParameters.value }

    /// `CancelDeliveryIntent(orderID: "A-7189")`, as QA read it.
    public var signature: String {
        "\(name)(\(parameters.members.map { "\($0.key): \($0.value.jsonText)" }.joined(separator: ", ")))"
    }
}
