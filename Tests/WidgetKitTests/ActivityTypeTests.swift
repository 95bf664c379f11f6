import ActivityKit
import TapbenchCommands
import Foundation
import TapbenchCore
import Testing
@testable import TapbenchWidgetBundleFixture
import WidgetKit

/// The type a declared Live Activity registers, with the values fields left out of `start` keep.
@Suite("A declared Live Activity's type")
struct ActivityTypeTests {
    let declared = liveActivities(declaredBy: PizzaWidgets.self)

    @Test("its values come from the first preview of its type, with that preview's first state")
    func firstPreviewOfItsType() throws {
        let previews = [
            ActivityPreviewValues(OvenTimerAttributes(dish: "Calzone"), states: [.init(endsAt: Device.defaultStart, isPaused: true)]),
            ActivityPreviewValues(PizzaDeliveryAttributes.margherita, states: [.delivering, .cooking]),
            ActivityPreviewValues(PizzaDeliveryAttributes(orderNumber: "P-13", pizzas: []), states: [.cooking]),
        ]
        let type = try declared[0].activityType(previews: previews)
        #expect(type.name == "PizzaDeliveryAttributes")
        #expect(type.sampleAttributes == ["orderNumber": "P-12", "pizzas": ["Margherita"]])
        #expect(type.sampleState == ["stage": "delivering", "minutesLeft": 10])
    }

    @Test("with no preview of its type, its values are its placeholders, with dates at the clock given")
    func placeholders() throws {
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let previews = [ActivityPreviewValues(PizzaDeliveryAttributes.margherita, states: [.cooking])]
        let type = try declared[1].activityType(previews: previews, now: now)
        #expect(type.name == "OvenTimerAttributes")
        #expect(type.sampleAttributes == ["dish": ""])
        #expect(type.sampleState == ["endsAt": 800_000_000, "isPaused": false])
    }

    @Test("a preview with no states gives the attributes, and the state its placeholder")
    func previewWithoutStates() throws {
        let type = try declared[0].activityType(previews: [ActivityPreviewValues(PizzaDeliveryAttributes.margherita, states: [])])
        #expect(type.sampleAttributes == ["orderNumber": "P-12", "pizzas": ["Margherita"]])
        #expect(type.sampleState == ["stage": "cooking", "minutesLeft": 0])
    }
}

/// `start` on a declared Live Activity that no preview shows.
@Suite("Starting a Live Activity without previews")
struct StartWithoutPreviewsTests {
    @Test("start with no fields starts the oven timer from its placeholders: not paused, so its compact view reads on")
    func startFromPlaceholders() async throws {
        var catalog = AppCatalog(name: "Pizza", bundleIdentifier: "com.example.pizza")
        for activity in liveActivities(declaredBy: PizzaWidgets.self) {
            catalog.register(try activity.activityType())
            catalog.register(presentations: activity.presentations)
        }
        let session = Session(app: { [catalog] _ in catalog })
        let outcome = await session.execute("start OvenTimer")
        #expect(outcome.error == nil)
        #expect(outcome.lines == ["01:00:00  #1 OvenTimer started (active)"])
        let shown = await session.execute("show 1 compact")
        #expect(
            shown.lines == [
                "                            #1 OvenTimer · compact",
                "                 ╭──────────────────────────────────────────╮",
                "                 │ ⏲                 ●●●                 on │",
                "                 ╰──────────────────────────────────────────╯",
                "tap elsewhere → opens the app with NSUserActivityTypeLiveActivity",
            ])
    }
}
