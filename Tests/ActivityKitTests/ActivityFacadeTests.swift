import ActivityKit
import Foundation
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// The ActivityKit facade over the device: requests, errors, and the async sequences.
@Suite("ActivityKit facade")
struct ActivityFacadeTests {
    let device = Device.sample()

    @Test("seed 004's flight: request with pushType nil, update with an alert, end with the default policy")
    func flightWalkthrough() async throws {
        try await device.asCurrent {
            var attributes = DemoWidgetAttributes()
            attributes.flightNumber = "Loading..."
            let contentState = DemoWidgetAttributes.ContentState(arrivalTime: device.now + 60)
            let activity = try Activity.request(attributes: attributes, content: .init(state: contentState, staleDate: nil), pushType: nil)
            #expect(activity.pushToken == nil)
            let flightState = DemoWidgetAttributes.ContentState(arrivalTime: device.now + 86_400)
            let alertConfig = AlertConfiguration(title: "Flight Delay", body: "Flight now arriving tomorrow", sound: .default)
            await activity.update(
                ActivityContent<DemoWidgetAttributes.ContentState>(state: flightState, staleDate: device.now + 120, relevanceScore: 0),
                alertConfiguration: alertConfig)
            #expect(activity.content.state == flightState)
            await activity.end(.init(state: DemoWidgetAttributes.ContentState(arrivalTime: device.now), staleDate: nil), dismissalPolicy: .default)
            #expect(activity.activityState == .ended)
            #expect(device.takeEvents().names.contains("alert"))
        }
    }

    @Test("request while switched off throws ActivityAuthorizationError.denied")
    func deniedIsThrown() async throws {
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        device.asCurrent {
            #expect(throws: ActivityAuthorizationError.denied) {
                try Activity.request(attributes: AdventureAttributes(hero: .spouty), content: .init(state: .begun(for: .spouty), staleDate: nil))
            }
            #expect(ActivityAuthorizationInfo().areActivitiesEnabled == false)
        }
    }

    @Test("a scheduled start (iOS 26) is pending until its date, then shows its alert (Apple's documentation, \"request(attributes:content:pushType:style:alertConfiguration:start:)\"); iOS 26.0's startDate: form does the same")
    func scheduledStart() async throws {
        try device.asCurrent {
            let alert = AlertConfiguration(title: "Adventure time", body: "Spouty sets off", sound: .default)
            let activity = try Activity.request(
                attributes: AdventureAttributes.preview, content: .init(state: .begun(for: .spouty), staleDate: nil), pushType: .token,
                style: .standard, alertConfiguration: alert, start: device.now + 600)
            #expect(activity.activityState == .pending)
            _ = device.takeEvents()
            device.advance(by: .seconds(600))
            #expect(activity.activityState == .active)
            let events = device.takeEvents()
            #expect(events.names.prefix(2) == ["activity.activated", "alert"])
            #expect(device.activity(1)?.lastAlert == Alert(title: "Adventure time", body: "Spouty sets off", sound: "default"))
            let renamed = try Activity.request(
                attributes: AdventureAttributes(hero: .egghead), content: .init(state: .begun(for: .egghead), staleDate: nil),
                style: .transient, alertConfiguration: alert, startDate: device.now + 60)
            #expect(renamed.activityState == .pending)
        }
    }

    @Test("activityStateUpdates delivers each state and ends after dismissal; its type goes by ActivityKit's name, ActivityStateUpdates")
    func stateUpdatesEndAfterDismissal() async throws {
        try await device.asCurrent {
            let activity = try Activity.request(attributes: AdventureAttributes.preview, content: .init(state: .begun(for: .spouty), staleDate: device.now + 60))
            let updates: Activity<AdventureAttributes>.ActivityStateUpdates = activity.activityStateUpdates
            device.advance(by: .seconds(61))
            await activity.end(nil, dismissalPolicy: .immediate)
            var states: [ActivityState] = []
            for await state in updates { states.append(state) }
            #expect(states == [.stale, .ended, .dismissed])
        }
    }

    @Test("contentUpdates delivers new content; pushTokenUpdates starts with the current token; their types go by ActivityKit's names")
    func contentAndTokenUpdates() async throws {
        try await device.asCurrent {
            let activity = try Activity.request(attributes: AdventureAttributes.preview, content: .init(state: .begun(for: .spouty), staleDate: nil), pushType: .token)
            let contentUpdates: Activity<AdventureAttributes>.ContentUpdates = activity.contentUpdates
            let tokenUpdates: Activity<AdventureAttributes>.PushTokenUpdates = activity.pushTokenUpdates
            var contents = contentUpdates.makeAsyncIterator()
            var tokens = tokenUpdates.makeAsyncIterator()
            let knockedDown = AdventureAttributes.ContentState(currentHealthLevel: 0, eventDescription: "Spouty has been knocked down!")
            await activity.update(ActivityContent(state: knockedDown, staleDate: nil, relevanceScore: 100))
            #expect(await contents.next()?.state == knockedDown)
            #expect(await tokens.next() == activity.pushToken)
        }
    }

    @Test("activities lists what is on screen; activityUpdates announces new ones")
    func activitiesAndActivityUpdates() async throws {
        try await device.asCurrent {
            var announced = Activity<AdventureAttributes>.activityUpdates.makeAsyncIterator()
            let first = try Activity.request(attributes: AdventureAttributes(hero: .spouty), content: .init(state: .begun(for: .spouty), staleDate: nil))
            let second = try Activity.request(attributes: AdventureAttributes(hero: .egghead), content: .init(state: .begun(for: .egghead), staleDate: nil))
            #expect(await announced.next()?.id == first.id)
            #expect(Activity<AdventureAttributes>.activities.map(\.id) == [first.id, second.id])
            #expect(Activity<AdventureAttributes>.activities.map(\.attributes.hero) == [.spouty, .egghead])
            await first.end(nil, dismissalPolicy: .immediate)
            #expect(Activity<AdventureAttributes>.activities.map(\.id) == [second.id])
        }
    }

    @Test("activityEnablementUpdates gives the setting now, then each change")
    func enablementUpdates() async {
        await device.asCurrent {
            var updates = ActivityAuthorizationInfo().activityEnablementUpdates.makeAsyncIterator()
            #expect(await updates.next() == true)
            device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
            #expect(await updates.next() == false)
        }
    }

    @Test("a value that does not survive JSON (Double.nan) is reported as an ignored update, not a crash")
    func unencodableUpdateIsIgnored() async throws {
        try await device.asCurrent {
            let activity = try Activity.request(attributes: AdventureAttributes.preview, content: .init(state: .begun(for: .spouty), staleDate: nil))
            _ = device.takeEvents()
            await activity.update(ActivityContent(state: .init(currentHealthLevel: .nan, eventDescription: "?"), staleDate: nil))
            #expect(device.takeEvents().names == ["activity.ignored"])
        }
    }

    @Test("each activity keeps its own attributes however often the app lists them, and a dismissed one leaves the list")
    func listedActivitiesKeepTheirAttributes() async throws {
        try await device.asCurrent {
            for order in ["A-1", "A-2", "A-3"] {
                let attributes = DeliveryAttributes(orderNumber: order, restaurantName: "Tonkotsu \(order)", totalItems: 1)
                _ = try Activity.request(attributes: attributes, content: .init(state: .preparing, staleDate: nil))
            }
            for _ in 0..<3 {
                let listed = Activity<DeliveryAttributes>.activities
                #expect(listed.map(\.attributes.orderNumber) == ["A-1", "A-2", "A-3"])
                #expect(listed.map(\.attributes.restaurantName) == ["Tonkotsu A-1", "Tonkotsu A-2", "Tonkotsu A-3"])
                #expect(listed.map(\.id) == device.activities.map(\.id))
            }
            await Activity<DeliveryAttributes>.activities[1].end(nil, dismissalPolicy: .immediate)
            #expect(Activity<DeliveryAttributes>.activities.map(\.attributes.orderNumber) == ["A-1", "A-3"])
        }
    }

    @Test("the app's own update is kept as the app encoded it, once it reads back; one that does not read back is ignored")
    func appUpdatesAreKeptAsEncoded() async throws {
        try await device.asCurrent {
            let activity = try Activity.request(attributes: GaugeAttributes(), content: .init(state: .init(level: 1, note: "first"), staleDate: nil))
            // iOS keeps the bytes the app encoded; its widget reads what it can of them.
            #expect(device.activity(1)?.content.state == ["level": 1, "note": "first"])
            await activity.update(ActivityContent(state: .init(level: 2, note: "second"), staleDate: nil))
            #expect(device.activity(1)?.content.state == ["level": 2, "note": "second"])
            _ = device.takeEvents()
            await activity.update(ActivityContent(state: .init(level: -1, note: "unreadable"), staleDate: nil))
            #expect(device.takeEvents().names == ["activity.ignored"])
            #expect(device.activity(1)?.content.state == ["level": 2, "note": "second"])
            // Content typed as JSON is decoded and encoded again, as a push's is: the note is what the type reads back.
            _ = try device.update(1, with: ContentChange(state: ["level": 3, "note": "typed"]), source: .app)
            #expect(device.activity(1)?.content.state == ["level": 3, "note": ""])
        }
    }
}

/// A gauge whose state writes a note its decoder never reads, and whose decoder refuses a negative level.
struct GaugeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        var level: Int
        var note = ""

        private enum CodingKeys: String, CodingKey { case level, note }

        init(level: Int, note: String) {
            self.level = level
            self.note = note
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            level = try container.decode(Int.self, forKey: .level)
            guard level >= 0 else { throw DecodingError.dataCorruptedError(forKey: .level, in: container, debugDescription: "negative level") }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(level, forKey: .level)
            try container.encode(note, forKey: .note)
        }
    }
}
