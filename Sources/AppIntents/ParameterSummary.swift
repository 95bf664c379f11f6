/// How Shortcuts shows an intent's parameters as a sentence (Apple's documentation, "ParameterSummary"):
/// `Summary`, with `When` to choose one by a parameter's value. The bench has no Shortcuts editor, so a
/// summary compiles and shows nowhere.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$tracksRecent, .equalTo, false) {
///         Summary("Show \(\.$project)") { \.$tracksRecent }
///     } otherwise: {
///         Summary { \.$tracksRecent }
///     }
/// }
/// ```
///
/// Inside an intent, `Summary` and `When` name the forms for that intent, so that `\.$project` needs no root
/// type, as on iOS.
public protocol ParameterSummary {}

extension AppIntent {
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When = ParameterSummaryWhenCondition<Self>
}

/// A summary's sentence and the parameters listed under it: `Summary("Order \(\.$dish)") { \.$size }`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    public init(_ sentence: ParameterSummaryString<Intent> = "", table: String? = nil) {}

    public init(
        _ sentence: ParameterSummaryString<Intent> = "", table: String? = nil,
        @ParameterSummaryBuilder<Intent> _ parameters: () -> ParameterSummaryParameters<Intent>
    ) {}
}

/// One summary or another, as a parameter's value compares to `value`.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary {
    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryChoice _ then: () -> Then, @ParameterSummaryChoice otherwise: () -> Otherwise
    ) where Value: Equatable {}

    public init<Value, Then: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryChoice _ then: () -> Then
    ) where Value: Equatable {}

    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator, _ value: Value,
        @ParameterSummaryChoice _ then: () -> Then, @ParameterSummaryChoice otherwise: () -> Otherwise
    ) where Value: Comparable {}

    public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
        @ParameterSummaryChoice _ then: () -> Then, @ParameterSummaryChoice otherwise: () -> Otherwise
    ) {}
}

/// `.equalTo`, `.notEqualTo`.
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

/// `.lessThan`, `.lessThanOrEqualTo`, `.greaterThan`, `.greaterThanOrEqualTo`; equality is `EquatableComparisonOperator`'s.
public enum ComparableComparisonOperator: Sendable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

/// `.hasAnyValue`, `.hasNoValue`: whether the parameter is set at all.
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue, hasNoValue
}

/// A summary's sentence, with parameters in it: `"Order \(\.$dish)"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }
}

/// The parameters listed under a summary's sentence.
public struct ParameterSummaryParameters<Intent: AppIntent> {}

/// Lists parameters by their key paths: `\.$tracksRecent`, `\.$project`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> ParameterSummaryParameters<Intent> {
        ParameterSummaryParameters()
    }
    public static func buildBlock(_ parameters: ParameterSummaryParameters<Intent>...) -> ParameterSummaryParameters<Intent> {
        ParameterSummaryParameters()
    }
}

/// A `When` branch: one summary.
@resultBuilder
public enum ParameterSummaryChoice {
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}
