import Foundation
import TapbenchAppDescription
import TapbenchCore
import Testing

/// What the bench reads of the fixture's `@main` WidgetBundle, previews and intents, as `tapbench init`'s
/// bench reads a team's: every Live Activity, every intent a control shows, and every Button(action:) found.
@Suite("Compatibility: reading the widget bundle")
struct BundleReadingTests {
    @Test("the @main WidgetBundle's some Widget body gives all three Live Activities, the one behind #available too, and only the Info.plist notice")
    func bundleAndNotices() {
        let assembled = AppIntroduction.compatibility.assemble(startingAt: Device.defaultStart)
        #expect(assembled.catalog.activityTypes.map(\.name) == ["ParcelDeliveryAttributes", "GameScoreAttributes", "WorkoutAttributes"])
        #expect(
            assembled.notices == [
                #"Info.plist: not given, so a URL of any scheme reaches the app: give it as AppFiles(infoPlist: "path/to/Info.plist")"#
            ])
    }

    @Test("types lists each ActivityAttributes with its fields, enums with their cases")
    func types() async {
        expectOutput(await CompatibilityBench().transcript("types"), """
            tapbench> types
            ParcelDeliveryAttributes (ParcelDelivery)
              attributes: trackingNumber: String, courierName: String
              state:      stage: Stage (packed|outForDelivery|delivered), deliveryWindow: ClosedRange<Date>, stopsAway: Int, weightInKilograms: Double
            GameScoreAttributes (GameScore)
              attributes: gameID: String, homeTeam: String, awayTeam: String
              state:      homeScore: Int, awayScore: Int, quarter: Int, recentPlays: Array<String>, alertsOn: Bool
            WorkoutAttributes (Workout)
              attributes: workoutName: String
              state:      startedAt: Date, heartRate: Int, distanceInMeters: Double, moveGoalProgress: Double
            """)
    }

    @Test("intents lists the app's own intents and the LiveActivityIntents behind the score's button and toggle, with where they show")
    func intents() async {
        expectOutput(await CompatibilityBench().transcript("intents"), """
            tapbench> intents
            ParcelsOnTheWayIntent — "Parcels on the Way" (AppIntent)
              parameters: count: Int
            TrackLatestParcelIntent — "Track Latest Parcel" (AppIntent)
              parameters: none
            ChangeDeliveryAddressIntent — "Change Delivery Address" (AppIntent)
              parameters: trackingNumber: String?
            AddPointIntent — "Add Point" (LiveActivityIntent)
              parameters: gameID: String
              used by: GameScore lock, GameScore expanded
            GameAlertsIntent — "Score Alerts" (LiveActivityIntent, SetValueIntent)
              parameters: gameID: String, value: Bool
              used by: GameScore lock, GameScore expanded
            """)
    }

    @Test("routes --check reports each Button(action:), which does nothing in a Live Activity (Apple, \"Adding interactivity to widgets and Live Activities\")")
    func routesCheck() async {
        expectOutput(await CompatibilityBench().transcript("routes --check"), """
            tapbench> routes --check
            problem: GameScoreLiveActivity Lock Screen: Button "Refresh" is a Button(action:), which does nothing in a Live Activity; use Button(intent:) with a LiveActivityIntent (Apple's documentation, "Adding interactivity to widgets and Live Activities")
            problem: GameScoreLiveActivity Lock Screen: Button "square.and.arrow.up" is a Button(action:), which does nothing in a Live Activity; use Button(intent:) with a LiveActivityIntent (Apple's documentation, "Adding interactivity to widgets and Live Activities")
            """)
    }
}
