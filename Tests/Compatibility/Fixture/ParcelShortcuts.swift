import AppIntents

// The parcel app's other intents, as "App Intents" documents them: a question answered with a dialog, a
// hand-over to another intent, one that needs the app on screen, a widget's configuration, and the
// shortcuts offered to Siri and Spotlight.

struct ParcelsOnTheWayIntent: AppIntent {
    static var title: LocalizedStringResource = "Parcels on the Way"

    @Parameter(title: "Parcels")
    var count: Int

    init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(count) parcels are on their way")
    }
}

struct TrackLatestParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Track Latest Parcel"
    static var openAppWhenRun = true

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: ParcelsOnTheWayIntent())
    }
}

struct ChangeDeliveryAddressIntent: ForegroundContinuableIntent {
    static var title: LocalizedStringResource = "Change Delivery Address"

    @Parameter(title: "Tracking Number")
    var trackingNumber: String?

    func perform() async throws -> some IntentResult {
        guard trackingNumber != nil else {
            throw needsToContinueInForegroundError("Open Parcels to pick the address")
        }
        return .result()
    }
}

struct SelectParcelIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Parcel"

    @Parameter(title: "Tracking Number")
    var trackingNumber: String?
}

struct ParcelShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ParcelsOnTheWayIntent(), phrases: ["How many parcels are coming with \(.applicationName)"], shortTitle: "On the Way",
            systemImageName: "shippingbox")
        AppShortcut(intent: TrackLatestParcelIntent(), phrases: ["Track my parcel in \(.applicationName)"], shortTitle: "Track", systemImageName: "map")
    }
}
