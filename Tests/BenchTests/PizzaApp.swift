import Foundation
import TapbenchCore

/// A second app, made without the sample app's code: a pizza's Live Activity with a Serve button and a
/// Keep warm toggle, one intent and one route, so that what the bench says of "the app" can be checked
/// on an app that is not the sample.
enum PizzaApp {
    struct PizzaAttributes: Codable, Sendable {
        struct ContentState: Codable, Sendable {
            var stage: Stage
            var minutesLeft: Int
            var cook: String
            var keepWarm: Bool
        }

        var ticket: String
        var size: String
    }

    enum Stage: String, Codable, Sendable, CaseIterable {
        case ordered, kneading, baking, boxed, handedOver
    }

    static func catalog() throws -> AppCatalog {
        var catalog = AppCatalog(name: "Pizza", bundleIdentifier: "com.example.pizza")
        catalog.register(
            try ActivityType(
                PizzaAttributes.self, state: PizzaAttributes.ContentState.self,
                sampleAttributes: PizzaAttributes(ticket: "P-42", size: "large"),
                sampleState: PizzaAttributes.ContentState(stage: .ordered, minutesLeft: 20, cook: "Mia Rossi", keepWarm: false)))
        let ticket = IntentParameterInfo(name: "ticket", title: "Ticket", typeName: "String", isOptional: false, defaultValue: nil)
        catalog.register(
            intent: IntentDefinition(name: "ServePizzaIntent", title: "Serve Pizza", kind: .liveActivity, parameters: [ticket]) { arguments, _ in
                serve(ticket: arguments["ticket"] ?? "")
            })
        catalog.register(presentations: PresentationSet(typeName: "PizzaAttributes", widgetName: "PizzaLiveActivity", evaluate: presentations))
        try catalog.register(route: "pizza://ticket/:ticket", screen: "TicketScreen")
        catalog.urlSchemes = ["pizza"]
        return catalog
    }

    private static func presentations(_ input: PresentationInput) -> ActivityPresentations {
        let ticket = input.attributes["ticket"]?.stringValue ?? ""
        let isWarm = input.state["keepWarm"] == .bool(true)
        let warm = ViewNode.toggle(
            ViewNode.Toggle(isOn: isWarm, intent: keepWarm(nil, ticket: ticket), label: .text("Keep warm")) { keepWarm($0, ticket: ticket) })
        let serve = ViewNode.button(ViewNode.Button(intent: serve(ticket: ticket), label: .text("Serve")))
        return ActivityPresentations(
            lockScreen: .stack(.vertical, [.text("Ticket \(ticket)"), warm]),
            expanded: [ActivityPresentations.ExpandedRegion(position: .bottom, priority: 0, content: .stack(.horizontal, [serve, warm]))],
            compactLeading: .text(ticket), compactTrailing: .text("🍕"), minimal: .text("🍕"), islandWidgetURL: "pizza://ticket/\(ticket)")
    }

    private static func serve(ticket: String) -> PreparedIntent {
        PreparedIntent(name: "ServePizzaIntent", kind: .liveActivity, parameters: JSONObject([("ticket", .string(ticket))])) { nil }
    }

    private static func keepWarm(_ value: Bool?, ticket: String) -> PreparedIntent {
        let parameters = JSONObject([("value", value.map(JSONValue.bool) ?? .null), ("ticket", .string(ticket))])
        return PreparedIntent(name: "KeepWarmIntent", kind: IntentKind(isLiveActivityIntent: true, isSetValue: true), parameters: parameters) { nil }
    }
}
