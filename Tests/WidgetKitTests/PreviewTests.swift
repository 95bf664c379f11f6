import Foundation
import TapbenchCore
import Testing
@testable import TapbenchWidgetBundleFixture
import WidgetKit

/// The values an app's `PreviewProvider` shows with `previewContext(_:viewKind:)` (Apple's documentation,
/// "ActivityPreviewViewKind"), read as its preview values.
@Suite("Previews")
struct PreviewTests {
    @Test("a Group of three previewContexts of one order gives that order with both states shown, each once, in order")
    func groupOfThree() throws {
        let previews = activityPreviews(in: PizzaDeliveryLiveActivity_Previews.self)
        #expect(try previews.map(Shown.init) == [
            Shown(
                type: "PizzaDeliveryAttributes", attributes: ["orderNumber": "P-12", "pizzas": ["Margherita"]],
                states: [["stage": "cooking", "minutesLeft": 25], ["stage": "delivering", "minutesLeft": 10]])
        ])
    }

    @Test("previews of two orders and a timer, without a Group, give one entry per attributes value in the order first shown")
    func severalAttributes() throws {
        let previews = activityPreviews(in: KitchenPreviews.self)
        #expect(try previews.map(Shown.init) == [
            Shown(type: "PizzaDeliveryAttributes", attributes: ["orderNumber": "P-12", "pizzas": ["Margherita"]], states: [
                ["stage": "delivering", "minutesLeft": 10], ["stage": "cooking", "minutesLeft": 25],
            ]),
            Shown(type: "OvenTimerAttributes", attributes: ["dish": "Calzone"], states: [["endsAt": 0, "isPaused": true]]),
            Shown(type: "PizzaDeliveryAttributes", attributes: ["orderNumber": "P-13", "pizzas": []], states: [["stage": "cooking", "minutesLeft": 25]]),
        ])
    }

    @Test("previews that show no Live Activity give no values")
    func noActivity() {
        #expect(activityPreviews(in: MenuPreviews.self).isEmpty)
    }

    @Test("values given in Swift read as the values a preview shows")
    func givenInSwift() throws {
        let given = ActivityPreviewValues(PizzaDeliveryAttributes.margherita, states: [.cooking, .delivering])
        #expect(given.attributesTypeName == "PizzaDeliveryAttributes")
        #expect(try Shown(given) == Shown(try #require(activityPreviews(in: PizzaDeliveryLiveActivity_Previews.self).first)))
    }
}

/// Preview values as JSON, to compare whole.
struct Shown: Equatable {
    let type: String
    let attributes: JSONValue
    let states: [JSONValue]

    init(type: String, attributes: JSONValue, states: [JSONValue]) {
        self.type = type
        self.attributes = attributes
        self.states = states
    }

    init(_ values: ActivityPreviewValues) throws {
        type = values.attributesTypeName
        attributes = try JSONCoding.encode(values.attributes)
        states = try values.states.map { try JSONCoding.encode($0) }
    }
}

struct KitchenPreviews: PreviewProvider {
    static var previews: some View {
        PizzaDeliveryAttributes.margherita.previewContext(.delivering, viewKind: .content)
        OvenTimerAttributes(dish: "Calzone")
            .previewContext(.init(endsAt: Date(timeIntervalSinceReferenceDate: 0), isPaused: true), viewKind: .dynamicIsland(.minimal))
        PizzaDeliveryAttributes.margherita.previewContext(.cooking, viewKind: .dynamicIsland(.expanded))
        PizzaDeliveryAttributes(orderNumber: "P-13", pizzas: []).previewContext(.cooking, viewKind: .content)
        PizzaDeliveryAttributes.margherita.previewContext(.delivering, viewKind: .dynamicIsland(.compact))
    }
}

struct MenuPreviews: PreviewProvider {
    static var previews: some View {
        Text("Margherita")
            .previewDisplayName("Menu")
    }
}
