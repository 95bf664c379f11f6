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
    @available(iOS, deprecated: 26.0, message: "Use supportedModes instead")
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight offer the intent (iOS 17); the bench runs it either way.
    static var isDiscoverable: Bool { get }

    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
}

/// What an intent does, in a sentence.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    public let descriptionText: LocalizedStringResource

    /// The Shortcuts category and search keywords are kept by nothing here: the bench has no Shortcuts app.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.descriptionText = descriptionText
    }
    public init(stringLiteral value: String) { descriptionText = LocalizedStringResource(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { descriptionText = LocalizedStringResource(String(stringInterpolation: stringInterpolation)) }
}
