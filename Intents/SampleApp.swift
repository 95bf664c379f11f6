import ActivityKit
import AppIntents
import TapbenchCore

/// The sample app introduces itself to Tapbench here, in the one file that imports Tapbench rather
/// than the Apple-shaped facades: this is the part Info.plist and the build's metadata play on iOS.
public enum SampleApp {
    public static let bundleIdentifier = "com.example.tapbench.sample"

    /// The app's activity types, each with the values the REPL starts from, and its intents.
    public static func catalog(now: Date = Device.defaultStart) -> AppCatalog {
        var catalog = AppCatalog(name: "Tapbench Sample", bundleIdentifier: bundleIdentifier)
        do {
            catalog.register(try ActivityType(DeliveryAttributes.self, preview: .preview, previewState: .preparing))
            catalog.register(try ActivityType(RideAttributes.self, preview: .preview, previewState: .enRoute(at: now)))
            catalog.register(try ActivityType(AdventureAttributes.self, preview: .preview, previewState: .begun(for: .spouty)))
            catalog.register(
                try ActivityType(
                    DemoWidgetAttributes.self, preview: .preview,
                    previewState: DemoWidgetAttributes.ContentState(arrivalTime: now.addingTimeInterval(3 * 3600))))
            catalog.register(try ActivityType(TakeoutAttributes.self, preview: .preview, previewState: .ready(at: now)))
            catalog.register(try ActivityType(WorkoutTimerAttributes.self, preview: .preview, previewState: .running(from: now)))
            for intent in intents { catalog.register(intent: try IntentDefinition(intent)) }
        } catch {
            preconditionFailure("the sample app's types must describe themselves: \(error)")
        }
        return catalog
    }

    /// Every intent of the app.
    static let intents: [any AppIntent.Type] = [
        CancelDeliveryIntent.self, StartDeliveryIntent.self, RecalculateRouteIntent.self, ReportProblemIntent.self,
        CheckInIntent.self, PauseTimerIntent.self,
    ]
}
