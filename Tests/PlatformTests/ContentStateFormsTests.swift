import ActivityKit
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// A manager written as Apple's iOS 16.1 documentation writes it ("Displaying live data with Live Activities",
/// before `ActivityContent`): bare content states, `update(using:)`, `end(using:dismissalPolicy:)`.
struct LegacyAdventureManager {
    func start() throws -> Activity<AdventureAttributes> {
        try Activity<AdventureAttributes>.request(attributes: AdventureAttributes(hero: .spouty), contentState: .begun(for: .spouty), pushType: .token)
    }

    func knockDown(_ activity: Activity<AdventureAttributes>) async {
        let state = AdventureAttributes.ContentState(currentHealthLevel: 0, eventDescription: "Spouty has been knocked down!")
        await activity.update(using: state, alertConfiguration: AlertConfiguration(title: "Spouty", body: "Knocked down", sound: .default))
    }

    func heal(_ activity: Activity<AdventureAttributes>) async {
        await activity.update(using: .begun(for: .spouty))
    }

    func finish(_ activity: Activity<AdventureAttributes>) async {
        await activity.end(using: AdventureAttributes.ContentState(currentHealthLevel: 1, eventDescription: "Spouty won!"), dismissalPolicy: .default)
    }
}

/// The same manager in today's forms, whose events the 16.1 forms must match.
struct AdventureManager {
    func start() throws -> Activity<AdventureAttributes> {
        try Activity<AdventureAttributes>.request(
            attributes: AdventureAttributes(hero: .spouty), content: ActivityContent(state: .begun(for: .spouty), staleDate: nil), pushType: .token)
    }

    func knockDown(_ activity: Activity<AdventureAttributes>) async {
        let state = AdventureAttributes.ContentState(currentHealthLevel: 0, eventDescription: "Spouty has been knocked down!")
        await activity.update(
            ActivityContent(state: state, staleDate: nil), alertConfiguration: AlertConfiguration(title: "Spouty", body: "Knocked down", sound: .default))
    }

    func heal(_ activity: Activity<AdventureAttributes>) async {
        await activity.update(ActivityContent(state: .begun(for: .spouty), staleDate: nil))
    }

    func finish(_ activity: Activity<AdventureAttributes>) async {
        await activity.end(ActivityContent(state: AdventureAttributes.ContentState(currentHealthLevel: 1, eventDescription: "Spouty won!"), staleDate: nil), dismissalPolicy: .default)
    }
}

@Suite("ActivityKit's iOS 16.1 forms")
struct ContentStateFormsTests {
    @Test("request(attributes:contentState:), update(using:) and end(using:) give the events of their ActivityContent twins (Apple, \"Activity\")")
    func legacyFormsMatchModernOnes() async throws {
        let legacyDevice = Device.sample()
        let legacy = try await legacyDevice.asCurrent {
            let manager = LegacyAdventureManager()
            let activity = try manager.start()
            await manager.knockDown(activity)
            #expect(activity.contentState.currentHealthLevel == 0)
            await manager.heal(activity)
            await manager.finish(activity)
            #expect(activity.contentState.eventDescription == "Spouty won!")
            return legacyDevice.takeEvents()
        }
        let modernDevice = Device.sample()
        let modern = try await modernDevice.asCurrent {
            let manager = AdventureManager()
            let activity = try manager.start()
            await manager.knockDown(activity)
            await manager.heal(activity)
            await manager.finish(activity)
            return modernDevice.takeEvents()
        }
        #expect(legacy.jsonLines == modern.jsonLines)
        #expect(
            legacy.names == [
                "activity.started", "activity.updated", "alert", "activity.updated", "activity.updated", "activity.ended",
            ])
    }

    @Test("end(dismissalPolicy: .immediate) keeps the content and takes the activity off screen at once")
    func endWithPolicyOnly() async throws {
        let device = Device.sample()
        try await device.asCurrent {
            let activity = try Activity<AdventureAttributes>.request(attributes: AdventureAttributes(hero: .spouty), contentState: .begun(for: .spouty))
            _ = device.takeEvents()
            await activity.end(dismissalPolicy: .immediate)
            #expect(device.takeEvents().names == ["activity.ended", "activity.dismissed"])
            #expect(activity.activityState == .dismissed)
        }
    }

    @Test("activityUpdates announces an activity the app starts and one a push-to-start starts (Apple, \"activityUpdates\"; seed 002)")
    func activityUpdatesIncludePushToStart() async throws {
        let device = Device.sample()
        try await device.asCurrent {
            var announced = Activity<DeliveryAttributes>.activityUpdates.makeAsyncIterator()
            let fromApp = try Activity<DeliveryAttributes>.request(
                attributes: DeliveryAttributes(orderNumber: "A-1", restaurantName: "Pizza Place", totalItems: 2),
                contentState: DeliveryAttributes.ContentState(step: .preparing, etaSeconds: 900, driverLocation: "Restaurant", progress: 0))
            let start = #"{"aps":{"timestamp":1777080000,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":"B-1","restaurantName":"Noodle Bar","totalItems":1},"content-state":{"step":"preparing","etaSeconds":900,"driverLocation":"Restaurant","progress":0},"alert":{"title":"Order placed","body":"On its way soon"}}}"#
            device.push(PushRequest(payload: Array(start.utf8)))
            let first = await announced.next()
            let second = await announced.next()
            #expect([first?.id, second?.id] == [fromApp.id, Activity<DeliveryAttributes>.activities.last?.id])
            #expect([first?.attributes.orderNumber, second?.attributes.orderNumber] == ["A-1", "B-1"])
            #expect(
                device.takeEvents().names == ["activity.started", "push.accepted", "activity.started", "alert"])
        }
    }

    @Test("frequentPushEnablementUpdates gives the setting now, then each change (Apple, \"ActivityAuthorizationInfo\")")
    func frequentPushEnablement() async {
        let device = Device.sample()
        await device.asCurrent {
            let info = ActivityAuthorizationInfo()
            var updates = info.frequentPushEnablementUpdates.makeAsyncIterator()
            #expect(await updates.next() == false)
            device.changeSetting(name: "frequent-updates", value: "on") { $0.frequentUpdates = true }
            #expect(await updates.next() == true)
            #expect(info.frequentPushesEnabled)
            device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
            device.changeSetting(name: "frequent-updates", value: "off") { $0.frequentUpdates = false }
            #expect(await updates.next() == false)
        }
    }
}
