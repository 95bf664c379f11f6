import TapbenchAppDescription
@testable import TapbenchCompatibilityFixture

extension AppIntroduction {
    /// The compatibility fixture introduced as a team introduces its app: its `@main` bundle, its
    /// `PreviewProvider`s (a `#Preview` needs no naming), the intents no widget shows, and its routes.
    static let compatibility = AppIntroduction(
        widgets: CompatibilityWidgets.self,
        name: "Parcels",
        bundleIdentifier: "com.example.parcels",
        intents: [ParcelsOnTheWayIntent.self, TrackLatestParcelIntent.self, ChangeDeliveryAddressIntent.self],
        previews: [ParcelDeliveryLiveActivity_Previews.self, GameScoreLiveActivity_Previews.self],
        routes: [
            "parcels://track/:trackingNumber": "ParcelScreen",
            "parcels://track/:trackingNumber/map": "MapScreen",
            "scores://game/:gameID": "GameScreen",
        ])
}
