import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Taps, toggles and long presses, by the rules of seeds 000, 002 and 003.
@Suite("Taps")
struct TapTests {
    let device = Device.sample()

    func start(_ type: String, _ changes: [String: JSONValue] = [:]) throws -> Int {
        let activityType = device.catalog.activityType(named: type)!
        var state = activityType.sampleState.objectValue!
        for (key, value) in changes { state[key] = value }
        let number = try device.request(
            ActivityRequest(typeName: activityType.name, attributes: activityType.sampleAttributes, content: LiveActivity.Content(state: .object(state)))
        ).number
        _ = device.takeEvents()
        return number
    }

    func tap(_ number: Int, _ kind: PresentationKind? = nil, _ target: TapTarget = .background, gesture: TapRecord.Gesture = .tap, value: Bool? = nil)
        async throws -> [Event]
    {
        _ = try await Taps(device: device).perform(gesture, activity: number, presentation: kind, target: target, value: value)
        return device.takeEvents()
    }

    @Test("a tap on the delivery's Lock Screen opens its widgetURL through the router, after Face ID on a locked device [000]")
    func lockScreenWidgetURL() async throws {
        let number = try start("Delivery")
        device.changeSetting(name: "locked", value: "on") { $0.isLocked = true }
        _ = device.takeEvents()
        let events = try await tap(number)
        #expect(events.names == ["authentication", "tap", "url.opened"])
        #expect(events[1].json["action"] == "widgetURL")
        #expect(events[2].json["route"] == "delivery://order/:orderNumber")
        #expect(events[2].json["parameters"] == ["orderNumber": "A-7189"])
        #expect(events[2].json["via"] == "widgetURL")
        #expect(device.settings.isLocked == false)
        #expect(try await tap(number, .lock).names == ["tap", "url.opened"], "unlocked now: no second Face ID")
    }

    @Test("the default presentation is the island's compact view for its holder, the Lock Screen otherwise")
    func defaultPresentation() throws {
        let first = try start("Delivery")
        let second = try start("Takeout")
        #expect(device.visiblePresentation(of: first) == .compact)
        #expect(device.visiblePresentation(of: second) == .lock)
        device.changeSetting(name: "other-app", value: "on") { $0.otherAppHasActivity = true }
        #expect(device.visiblePresentation(of: first) == .minimal)
    }

    @Test("a tap on the compact view opens the island's widgetURL: the order screen [000, 003]")
    func compactTap() async throws {
        let events = try await tap(try start("Delivery"))
        #expect(events[0].json["presentation"] == "compact")
        #expect(events[1].json["screen"] == "OrderScreen")
    }

    @Test("the cancel button in the expanded presentation runs CancelDeliveryIntent, which ends the activity [002]")
    func cancelButton() async throws {
        let number = try start("Delivery")
        let events = try await tap(number, .expanded, .label("cancel"))
        #expect(events.names == ["tap", "intent.performed", "activity.updated", "activity.ended", "activity.dismissed", "island.changed"])
        #expect(events[0].json["element"] == "Button \"Cancel\"")
        #expect(events[0].json["number"] == 1)
    }

    @Test("a Link works in the expanded presentation [000]")
    func linkInExpanded() async throws {
        let events = try await tap(try start("Delivery"), .expanded, .label("Help"))
        #expect(events.names == ["tap", "url.opened"])
        #expect(events[1].json["screen"] == "OrderHelpScreen")
        #expect(events[1].json["via"] == "Link")
    }

    @Test("a toggle shows its new value before its SetValueIntent runs with it [002]")
    func toggle() async throws {
        let number = try start("WorkoutTimer")
        let events = try await tap(number, .lock, .label("Paused"), gesture: .toggle)
        #expect(events.names == ["tap", "intent.performed", "activity.updated"])
        #expect(events[0].json["value"] == true)
        #expect(events[1].json["parameters"] == ["value": true, "workoutName": "Intervals"])
        #expect(device.activity(number)?.content.state["isPaused"] == true)
        let off = try await tap(number, .lock, .number(1), gesture: .toggle, value: false)
        #expect(off[0].json["value"] == false)
        #expect(device.activity(number)?.content.state["isPaused"] == false)
    }

    @Test("the legend's signature of a toggle's flipped intent is the one the toggle runs")
    func flippedSignature() throws {
        let number = try start("WorkoutTimer")
        guard case .toggle(let toggle)? = try device.presentations(of: number).content(of: .lock).controls.first else {
            Issue.record("the timer's Lock Screen has a toggle first")
            return
        }
        for value in [true, false] { #expect(toggle.flippedSignature(value) == toggle.flipped(value).signature) }
    }

    @Test("a tap on a view with no URL launches the app with NSUserActivityTypeLiveActivity; its handler picks the screen [000]")
    func continuation() async throws {
        let number = try start("Ride")
        let events = try await tap(number, .lock)
        #expect(events.names == ["tap", "continuation"])
        #expect(events[1].json["activityType"] == "NSUserActivityTypeLiveActivity")
        #expect(events[1].json["activity"] == .number(JSONNumber(number)))
        #expect(events[1].json["screen"] == "RideScreen")
    }

    @Test("hold on the compact view shows the expanded presentation; elsewhere it is an error [000]")
    func hold() async throws {
        let number = try start("Delivery")
        let result = try await Taps(device: device).perform(.hold, activity: number, presentation: nil, target: .background)
        #expect(result.shows == .expanded)
        await #expect(throws: TapError.holdNeedsIsland(.lock)) {
            try await Taps(device: device).perform(.hold, activity: number, presentation: .lock, target: .background)
        }
    }

    @Test("on a locked device a control asks for Face ID first, then runs [003]")
    func lockedDevice() async throws {
        let number = try start("Takeout")
        device.changeSetting(name: "locked", value: "on") { $0.isLocked = true }
        _ = device.takeEvents()
        let events = try await tap(number, .lock, .label("Check In"))
        #expect(events.names == ["authentication", "tap", "intent.performed", "activity.updated"])
        #expect(device.settings.isLocked == false)
    }

    @Test("a button bound to a plain AppIntent does nothing in the app [002 troubleshooting]")
    func plainAppIntent() async throws {
        let events = try await tap(try start("Adventure"), .expanded, .label("Share"))
        #expect(events.names == ["tap"])
        #expect(events[0].json["action"] == "nothing")
    }

    @Test("a button in the compact view is refused with the rule [003]; a Link outside expanded too [000]")
    func refusals() async throws {
        let device = try Device.badge()
        var events: [Event] = []
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .compact, target: .number(1))
        events = device.takeEvents()
        #expect(events.names == ["tap"])
        #expect(events[0].json["action"] == "refused")
        #expect(events[0].json["reason"]?.stringValue?.contains("(seed 003)") == true)
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .lock, target: .label("Help"))
        events = device.takeEvents()
        #expect(events[0].json["action"] == "refused")
        #expect(events[0].json["reason"]?.stringValue?.contains("expanded presentation only") == true)
    }

    @Test("an unknown element lists the controls there are")
    func unknownElement() async throws {
        let number = try start("Delivery")
        await #expect(throws: TapError.unknownElement("Tip", kind: .expanded, available: ["1 Button \"Cancel\"", "2 Link \"Help\""])) {
            try await Taps(device: device).perform(.tap, activity: number, presentation: .expanded, target: .label("Tip"))
        }
        #expect(device.takeEvents().isEmpty)
    }
}
