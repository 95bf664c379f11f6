/// An action the app offers to the system: Shortcuts, Siri, and the buttons and toggles of widgets
/// and Live Activities.
///
/// ```swift
/// struct CancelDeliveryIntent: LiveActivityIntent {
///     static var title: LocalizedStringResource = "Cancel Delivery"
///     @Parameter(title: "Order ID") var orderID: String
///     init() {}
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult

    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    /// Whether running the intent brings the app to the foreground first.
    static var openAppWhenRun: Bool { get }

    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
}

/// What an intent does, in a sentence.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    public let text: LocalizedStringResource

    public init(_ text: LocalizedStringResource) { self.text = text }
    public init(stringLiteral value: String) { text = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { text = LocalizedStringResource(String(stringInterpolation: stringInterpolation)) }
}
