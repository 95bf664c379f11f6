import TapbenchCore
import Testing
@testable import TapbenchWidgetBundleFixture
import WidgetKit

/// Reading a widget extension's Live Activities from its own `@main` bundle (seed 000: "add the Live Activity
/// to your WidgetBundle").
@Suite("Reading a widget bundle")
struct BundleReadingTests {
    @Test("a @main bundle is read to its Live Activities in order, through an if #available branch, without the widget that is none")
    func mainBundle() {
        let activities = liveActivities(declaredBy: PizzaWidgets.self)
        #expect(activities.map(\.widgetName) == ["PizzaDeliveryLiveActivity", "OvenTimerLiveActivity"])
        #expect(activities.map(\.attributesTypeName) == ["PizzaDeliveryAttributes", "OvenTimerAttributes"])
        #expect(activities.map(\.presentations.widgetName) == ["PizzaDeliveryLiveActivity", "OvenTimerLiveActivity"])
        #expect(activities.map(\.presentations.typeName) == ["PizzaDeliveryAttributes", "OvenTimerAttributes"])
    }

    @Test("a bundle nested in another's body and the branch an if-else takes are walked")
    func nestedAndConditional() {
        #expect(liveActivities(declaredBy: ShopWidgets.self).map(\.widgetName) == ["OvenTimerLiveActivity", "PizzaDeliveryLiveActivity", "OvenTimerLiveActivity"])
        #expect(liveActivities(declaredBy: MenuOnlyWidgets.self).map(\.widgetName) == [])
    }

    @Test("a widget that is an extension's @main type on its own declares its Live Activity, or none")
    func singleWidget() {
        #expect(liveActivities(declaredBy: PizzaDeliveryLiveActivity.self).map(\.attributesTypeName) == ["PizzaDeliveryAttributes"])
        #expect(liveActivities(declaredBy: MenuWidget.self).map(\.attributesTypeName) == [])
    }

    @Test("a declared Live Activity's presentations draw the content they are given")
    func presentations() throws {
        let pizza = try #require(liveActivities(declaredBy: PizzaWidgets.self).first)
        let input = PresentationInput(
            attributes: ["orderNumber": "P-12", "pizzas": ["Margherita"]], state: ["stage": "cooking", "minutesLeft": 25], isStale: false,
            activityID: "preview")
        let presentations = try pizza.presentations.presentations(for: input)
        #expect(presentations.lockScreen.readableText == "Order P-12 25 min")
        #expect(presentations.lockScreen.widgetURLs == ["pizza://order/P-12"])
        #expect(presentations.compactTrailing.readableText == "25m")
    }
}

/// A bundle that lists another bundle's widgets, and one of two widgets by a condition.
struct ShopWidgets: WidgetBundle {
    static let ovenFirst = true

    var body: some Widget {
        if ShopWidgets.ovenFirst {
            OvenTimerLiveActivity()
        } else {
            MenuWidget()
        }
        PizzaWidgets().body
    }
}

struct MenuOnlyWidgets: WidgetBundle {
    var body: some Widget {
        MenuWidget()
    }
}
