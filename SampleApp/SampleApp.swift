import ActivityKit
import AppIntents
import TapbenchAppDescription
import TapbenchCore
import WidgetKit

/// The sample app introduces itself to Tapbench here, in the one file that imports Tapbench rather
/// than the Apple-shaped facades. Its Info.plist, entitlements and apple-app-site-association files are in
/// `Files/`, and read from there, as a team's are, with `server.tapbench`, how its backend answers.
public enum SampleApp {
    public static let introduction = AppIntroduction(
        widgets: SampleWidgets.self,
        bundleIdentifier: "com.example.tapbench.sample",
        files: AppFiles(
            infoPlist: "Files/Info.plist", entitlements: "Files/TapbenchSample.entitlements",
            aasa: [
                "delivery.example.com": "Files/delivery.example.com/apple-app-site-association",
                "travel.example.com": "Files/travel.example.com/apple-app-site-association",
            ],
            server: "Files/server.tapbench"),
        intents: intents,
        previews: [DeliveryLiveActivity_Previews.self, AdventureActivityConfiguration_Previews.self],
        previewValues: previews,
        routes: [
            "delivery://order/:orderNumber": "OrderScreen",
            "delivery://order/:orderNumber/help": "OrderHelpScreen",
            "https://delivery.example.com/orders/:orderNumber": "OrderScreen",
            "ride://driver/:driverName": "CallDriverScreen",
            "emojirangers://hero/:name": "HeroScreen",
            "https://travel.example.com/flights/:flightNumber": "FlightScreen",
            "takeout://order/:orderNumber": "PickupScreen",
            "workout://session/:name": "WorkoutScreen",
        ],
        launch: { AppLaunch.run() },
        actions: [
            "track": AppAction(.string("order", example: "B-2040")) { arguments in
                try await OrderTracker.shared.track(orderID: arguments.string("order"))
            },
            "workout": AppAction(.string("name", example: "Intervals"), .integer("minutes", example: 20)) { arguments in
                try await WorkoutSession.shared.start(name: arguments.string("name"), minutes: arguments.integer("minutes"))
            },
        ],
        continuation: { destination(SceneContinuation.screen(for: $0)) },
        invariants: [etaNotNegative])

    /// The app's own rule: a delivery's ETA is never in the past. The app keeps it (`DeliveryService` never sets
    /// less than a minute); a server's push can break it, since iOS shows a push's content as it comes.
    static let etaNotNegative = AppInvariant("eta-not-negative", source: "the order screen's contract: an ETA is never in the past") { context in
        context.changed.first { $0.typeName == "DeliveryAttributes" && ($0.content.state["etaSeconds"]?.doubleValue ?? 0) < 0 }
            .map { "#\($0.number) shows an ETA of \($0.content.state["etaSeconds"]?.jsonText ?? "?") seconds" }
    }

    /// Everything the app declares, for a device whose clock starts at `now`.
    public static func catalog(now: Date = Device.defaultStart) -> AppCatalog {
        introduction.assemble(startingAt: now).catalog
    }

    /// Preview values for the types whose states are relative to the device's clock; Delivery's and
    /// Adventure's come from their previews.
    @Sendable static func previews(now: Date) -> [ActivityPreviewValues] {
        [
            ActivityPreviewValues(RideAttributes.preview, states: [.enRoute(at: now)]),
            ActivityPreviewValues(DemoWidgetAttributes.preview, states: [DemoWidgetAttributes.ContentState(arrivalTime: now.addingTimeInterval(3 * 3600))]),
            ActivityPreviewValues(TakeoutAttributes.preview, states: [.ready(at: now)]),
            ActivityPreviewValues(WorkoutTimerAttributes.preview, states: [.running(from: now)]),
        ]
    }

    /// Every intent of the app.
    static let intents: [any AppIntent.Type] = [
        CancelDeliveryIntent.self, StartDeliveryIntent.self, RecalculateRouteIntent.self, ReportProblemIntent.self,
        ContactCourierIntent.self, CheckInIntent.self, PauseTimerIntent.self, ShareAdventureIntent.self, RefreshETAIntent.self,
        TrackCourierIntent.self, RefreshOrderIntent.self,
    ]

    private static func destination(_ screen: AppScreen) -> ContinuationDestination {
        switch screen {
        case .order(let number): .screen("OrderScreen", parameters: JSONObject([("orderNumber", .string(number))]))
        case .ride(let rider): .screen("RideScreen", parameters: JSONObject([("rider", .string(rider))]))
        case .hero(let name): .screen("HeroScreen", parameters: JSONObject([("name", .string(name))]))
        case .flight(let number): .screen("FlightScreen", parameters: JSONObject([("flightNumber", .string(number))]))
        case .pickup(let number): .screen("PickupScreen", parameters: JSONObject([("orderNumber", .string(number))]))
        case .workout(let name): .screen("WorkoutScreen", parameters: JSONObject([("name", .string(name))]))
        case .link(let url): .url(url.absoluteString)
        case .home: .screen("HomeScreen", parameters: JSONObject())
        }
    }
}
