/// The parameters a person sets on a configurable widget (iOS 17): a widget's `AppIntentConfiguration`
/// reads them; Live Activities have no configuration, so the bench only compiles them.
///
/// ```swift
/// struct SelectTeamIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource = "Select Team"
///     @Parameter(title: "Team") var team: String?
/// }
/// ```
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> some IntentResult { IntentResultContainer<Never>.result() }
}
