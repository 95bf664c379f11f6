import ActivityKit
import AppIntents
import TapbenchCore
import WidgetKit

/// The sample app introduces itself to Tapbench here, in the one file that imports Tapbench rather
/// than the Apple-shaped facades: this is the part Info.plist, the entitlements and the build's
/// metadata play on iOS.
public enum SampleApp {
    public static let bundleIdentifier = "com.example.tapbench.sample"

    /// Everything the app declares: its activity types with preview values, intents, widgets, routes,
    /// associated domains and continuation handler.
    public static func catalog(now: Date = Device.defaultStart) -> AppCatalog {
        var catalog = AppCatalog(name: "Tapbench Sample", bundleIdentifier: bundleIdentifier)
        do {
            let previews = previews(now: now)
            for activity in liveActivities(declaredBy: SampleWidgets.self) {
                catalog.register(try activity.activityType(previews: previews, now: now))
                catalog.register(presentations: activity.presentations)
            }
            for intent in intents { catalog.register(intent: try IntentDefinition(intent)) }
            for (pattern, screen) in routes { try catalog.register(route: pattern, screen: screen) }
        } catch {
            preconditionFailure("the sample app must describe itself: \(error)")
        }
        catalog.associatedDomains = associatedDomains
        catalog.launch = { AppLaunch.run() }
        catalog.serverLog = { tokens in
            await ServerAPI.shared.registrations(of: tokens).map { registration in
                let kind: String =
                    switch registration.kind {
                    case .activity: "activity token"
                    case .ride: "ride token"
                    case .pushToStart: "push-to-start token"
                    }
                return ServerRecord(kind: kind, token: registration.token, reference: registration.reference)
            }
        }
        catalog.continuation = { info in
            let userActivity = NSUserActivity(
                activityType: info.activityType, webpageURL: info.webpageURL.flatMap(URL.init(string:)),
                targetContentIdentifier: info.activityID)
            return destination(SceneContinuation.screen(for: userActivity))
        }
        return catalog
    }

    /// The values fields left out of `start` keep: what the app's previews show, and for the types whose
    /// states are relative to the device's clock, values given here.
    static func previews(now: Date) -> [ActivityPreviewValues] {
        activityPreviews(in: DeliveryLiveActivity_Previews.self) + activityPreviews(in: AdventureActivityConfiguration_Previews.self) + [
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
        TrackCourierIntent.self,
    ]

    /// Deep-link routes and the screens they open.
    static let routes: [(String, String)] = [
        ("delivery://order/:orderNumber", "OrderScreen"),
        ("delivery://order/:orderNumber/help", "OrderHelpScreen"),
        ("https://delivery.example.com/orders/:orderNumber", "OrderScreen"),
        ("ride://driver/:driverName", "CallDriverScreen"),
        ("emojirangers://hero/:name", "HeroScreen"),
        ("https://travel.example.com/flights/:flightNumber", "FlightScreen"),
        ("takeout://order/:orderNumber", "PickupScreen"),
        ("workout://session/:name", "WorkoutScreen"),
    ]

    /// `applinks:` as the apple-app-site-association files of the app's domains declare them.
    static let associatedDomains = AssociatedDomains([
        AppLinksDomain(host: "delivery.example.com", components: [
            AppLinksComponent(path: "/orders/*/receipt", exclude: true),
            AppLinksComponent(path: "/orders/*"),
        ]),
        AppLinksDomain(host: "travel.example.com", components: [AppLinksComponent(path: "/flights/*")]),
    ])

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
