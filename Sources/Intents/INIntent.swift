import Foundation

/// A SiriKit intent: the base class of the intents Xcode generates from an intent definition file, such
/// as the `ConfigurationIntent` whose parameters a person sets when configuring a widget (Apple,
/// "INIntent"; "IntentTimelineProvider").
///
/// ```swift
/// public class ConfigurationIntent: INIntent {}
///
/// IntentConfiguration(kind: "Score", intent: ConfigurationIntent.self, provider: ScoreProvider()) { entry in … }
/// ```
open class INIntent: NSObject {
    override public init() {}
}
