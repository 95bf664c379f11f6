import AppIntents
@testable import TapbenchCompatibilityFixture
import Testing

/// The app's intents beyond the Live Activity's own, run by `perform` as Shortcuts or Siri would run them.
@Suite("Compatibility: App Intents")
struct AppIntentsTests {
    @Test("ProvidesDialog answers with its dialog; OpensIntent runs only itself; ForegroundContinuableIntent stops asking for the foreground (Apple, \"App Intents\")")
    func performs() async {
        let bench = CompatibilityBench()
        expectOutput(
            await bench.transcript(
                "perform ParcelsOnTheWayIntent count=2\nperform TrackLatestParcelIntent\nperform ChangeDeliveryAddressIntent\nperform ChangeDeliveryAddressIntent trackingNumber=PK-4471"),
            """
                tapbench> perform ParcelsOnTheWayIntent count=2
                01:00:00  ParcelsOnTheWayIntent(count: 2) returned "2 parcels are on their way" in 0ms — within the 1s budget
                tapbench> perform TrackLatestParcelIntent
                01:00:00  TrackLatestParcelIntent() returned in 0ms — within the 1s budget
                tapbench> perform ChangeDeliveryAddressIntent
                01:00:00  ChangeDeliveryAddressIntent(trackingNumber: null) threw after 0ms: needs to continue in the foreground: Open Parcels to pick the address — within the 1s budget
                tapbench> perform ChangeDeliveryAddressIntent trackingNumber=PK-4471
                01:00:00  ChangeDeliveryAddressIntent(trackingNumber: "PK-4471") returned in 0ms — within the 1s budget
                """)
    }

    @Test("an AppShortcutsProvider's shortcuts name their intents and phrases; a WidgetConfigurationIntent keeps its parameter")
    func shortcutsAndConfiguration() {
        #expect(ParcelShortcuts.appShortcuts.map(\.intentName) == ["ParcelsOnTheWayIntent", "TrackLatestParcelIntent"])
        #expect(ParcelShortcuts.appShortcuts.map(\.systemImageName) == ["shippingbox", "map"])
        let configuration = SelectParcelIntent()
        configuration.trackingNumber = "PK-4471"
        #expect(configuration.trackingNumber == "PK-4471")
    }
}
