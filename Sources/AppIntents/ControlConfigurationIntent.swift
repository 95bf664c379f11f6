/// The parameters a person sets on a Control Center control (iOS 18), which its
/// `AppIntentControlConfiguration` reads. The bench runs Live Activities only, so it compiles them.
///
/// ```swift
/// struct TimerConfiguration: ControlConfigurationIntent {
///     static let title: LocalizedStringResource = "Timer Name Configuration"
///     @Parameter(title: "Timer Name", default: "Timer") var timerName: String
/// }
/// ```
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never>.result() }
}
