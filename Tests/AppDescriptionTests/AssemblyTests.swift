import Foundation
import TapbenchAppDescription
import TapbenchCore
import WidgetKit
@testable import TapbenchWidgetBundleFixture
import Testing

/// An app's catalog, assembled from its introduction, its widget bundle, its previews and its files: what
/// the bench cannot find is one line each, saying how to give it.
@Suite("Assembling an app")
struct AssemblyTests {
    let pizza = AppIntroduction(
        widgets: PizzaWidgets.self, bundleIdentifier: "com.example.pizza", previews: [PizzaDeliveryLiveActivity_Previews.self],
        routes: ["pizza://order/:orderNumber": "OrderScreen", "pizza:order": "OrderScreen"])

    @Test("the bundle's Live Activities are registered with their previews' first values; what is missing is one notice each")
    func bundlePreviewsAndNotices() throws {
        let assembled = pizza.assemble(startingAt: Device.defaultStart)
        #expect(assembled.catalog.name == "PizzaWidgets")
        #expect(assembled.catalog.bundleIdentifier == "com.example.pizza")
        #expect(assembled.catalog.activityTypes.map(\.name) == ["PizzaDeliveryAttributes", "OvenTimerAttributes"])
        #expect(assembled.catalog.presentationSets.map(\.widgetName) == ["PizzaDeliveryLiveActivity", "OvenTimerLiveActivity"])
        let delivery = try #require(assembled.catalog.activityType(named: "PizzaDelivery"))
        #expect(delivery.sampleAttributes.jsonText == #"{"orderNumber":"P-12","pizzas":["Margherita"]}"#)
        #expect(delivery.sampleState.jsonText == #"{"stage":"cooking","minutesLeft":25}"#)
        #expect(assembled.catalog.routes.match("pizza://order/P-12")?.value == "OrderScreen")
        #expect(
            assembled.notices == [
                #"Info.plist: not given, so a URL of any scheme reaches the app: give it as AppFiles(infoPlist: "path/to/Info.plist")"#,
                "OvenTimerAttributes has no preview values, so fields left out of 'start' take placeholders: "
                    + "declare a #Preview of it, or give its PreviewProvider as AppIntroduction(previews: […])",
                "route 'pizza:order' is left out: missing '//' after 'pizza:' — write pizza://host/path, e.g. delivery://order/:orderNumber",
            ])
    }

    @Test("with no PreviewProvider named, a Live Activity's #Preview gives its values, the first state it shows first")
    func macroPreviews() throws {
        let assembled = AppIntroduction(widgets: PizzaWidgets.self, bundleIdentifier: "com.example.pizza").assemble(startingAt: Device.defaultStart)
        let delivery = try #require(assembled.catalog.activityType(named: "PizzaDelivery"))
        #expect(delivery.sampleAttributes.jsonText == #"{"orderNumber":"P-14","pizzas":["Quattro Formaggi"]}"#)
        #expect(delivery.sampleState.jsonText == #"{"stage":"delivering","minutesLeft":5}"#)
        #expect(assembled.notices.filter { $0.contains("preview") } == [
            "OvenTimerAttributes has no preview values, so fields left out of 'start' take placeholders: "
                + "declare a #Preview of it, or give its PreviewProvider as AppIntroduction(previews: […])"
        ])
    }

    @Test("the intent behind a widget's button is registered for perform, with the parameters its type declares")
    func intentsOfButtons() {
        let catalog = pizza.assemble(startingAt: Device.defaultStart).catalog
        #expect(catalog.intents.map(\.name) == ["MarkDeliveredIntent"])
        #expect(catalog.intents.first?.parameters.map(\.signature) == ["orderNumber: String"])
    }

    @Test("the name comes from Info.plist, the URL schemes too, and a route on a scheme the app does not declare is a notice")
    func namesAndSchemesFromFiles() {
        let introduction = AppIntroduction(
            widgets: PizzaWidgets.self, bundleIdentifier: "com.example.pizza",
            files: AppFiles(infoPlist: "Fixtures/Pizza/Info.plist", entitlements: "Fixtures/Pizza/Pizza.entitlements", aasa: "Fixtures/web/apple-app-site-association"),
            previews: [PizzaDeliveryLiveActivity_Previews.self], previewValues: { now in
                [ActivityPreviewValues(OvenTimerAttributes(dish: "Lasagne"), states: [.init(endsAt: now.addingTimeInterval(1800), isPaused: false)])]
            }, routes: ["burger://order/:orderNumber": "OrderScreen"])
        let assembled = introduction.assemble(startingAt: Device.defaultStart)
        #expect(assembled.catalog.name == "Pizza")
        #expect(assembled.catalog.urlSchemes == ["pizza", "pizza-orders", "com.example.pizza"])
        #expect(assembled.catalog.activityType(named: "OvenTimer")?.sampleState.jsonText == #"{"endsAt":798773400,"isPaused":false}"#)
        #expect(
            assembled.notices == [
                "route burger://order/:orderNumber uses the URL scheme burger, which the app does not declare (it declares pizza, "
                    + "pizza-orders, com.example.pizza): only its own widgetURLs and Links reach it, `open` does not; add burger to "
                    + "CFBundleURLSchemes in Info.plist"
            ])
    }

    @Test("with no bundle identifier given or found, one is made up and a notice says how to give it")
    func noBundleIdentifier() {
        let assembled = AppIntroduction(widgets: PizzaWidgets.self, previews: [PizzaDeliveryLiveActivity_Previews.self])
            .assemble(startingAt: Device.defaultStart)
        #expect(assembled.catalog.bundleIdentifier == "com.example.pizzawidgets")
        #expect(
            assembled.notices == [
                #"Info.plist: not given, so a URL of any scheme reaches the app: give it as AppFiles(infoPlist: "path/to/Info.plist")"#,
                #"no bundle identifier (push topics and app IDs use com.example.pizzawidgets): give it as AppIntroduction(bundleIdentifier: "…")"#,
                "OvenTimerAttributes has no preview values, so fields left out of 'start' take placeholders: "
                    + "declare a #Preview of it, or give its PreviewProvider as AppIntroduction(previews: […])",
            ])
    }

    @Test("the continuation handler gets the NSUserActivity the system would hand the app")
    func continuation() {
        let catalog = AppIntroduction(
            widgets: PizzaWidgets.self,
            continuation: { activity in
                .screen(activity.activityType, parameters: JSONObject([("url", .string(activity.webpageURL?.absoluteString ?? "")), ("id", .string(activity.targetContentIdentifier ?? ""))]))
            }
        ).assemble(startingAt: Device.defaultStart).catalog
        let destination = catalog.continuation?(
            UserActivityInfo(activityType: UserActivityInfo.browsingWebType, webpageURL: "https://pizza.example.com/orders/P-12", activityID: "A1"))
        #expect(
            destination
                == .screen(
                    "NSUserActivityTypeBrowsingWeb", parameters: JSONObject([("url", .string("https://pizza.example.com/orders/P-12")), ("id", .string("A1"))])))
    }
}

/// Routes kept in a small file instead of in Swift.
@Suite("Routes from a file")
struct RoutesFileTests {
    @Test("a routes file's routes are registered after the Swift ones; a line that is no route and a pattern that does not parse are one notice each, with the line")
    func routesFromAFile() {
        let assembled = AppIntroduction(
            widgets: PizzaWidgets.self, bundleIdentifier: "com.example.pizza",
            files: AppFiles(infoPlist: "Fixtures/Pizza/Info.plist", routes: "Fixtures/Pizza/routes.txt"),
            previews: [PizzaDeliveryLiveActivity_Previews.self],
            previewValues: { now in [ActivityPreviewValues(OvenTimerAttributes(dish: "Lasagne"), states: [.init(endsAt: now, isPaused: false)])] },
            routes: ["pizza://oven/:dish": "OvenScreen"]
        ).assemble(startingAt: Device.defaultStart)
        #expect(assembled.catalog.routes.match("pizza://order/P-12")?.value == "OrderScreen")
        #expect(assembled.catalog.routes.match("pizza://oven/lasagne")?.value == "OvenScreen")
        #expect(
            assembled.notices == [
                "routes: Fixtures/Pizza/routes.txt:4: 'pizza://menu' is not a route: write PATTERN SCREEN, such as pizza://order/:orderNumber OrderScreen",
                "route at Fixtures/Pizza/routes.txt:5 'pizza:menu' is left out: missing '//' after 'pizza:' — write pizza://host/path, e.g. delivery://order/:orderNumber",
            ])
    }

    @Test("a routes file that does not exist is one notice with where it was looked for")
    func missingRoutesFile() {
        let folder = (#filePath as NSString).deletingLastPathComponent
        let declared = AppFiles(routes: "Fixtures/Pizza/nowhere.txt").read(bundleIdentifier: "com.example.pizza")
        #expect(declared.routes == [])
        #expect(declared.notices.last == "routes: Fixtures/Pizza/nowhere.txt does not exist (looked in \(folder))")
    }
}
