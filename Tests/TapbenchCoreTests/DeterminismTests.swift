import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN D1: two runs of the same steps give the same events, byte for byte.
@Suite("Determinism")
struct DeterminismTests {
    func run() throws -> [String] {
        let device = Device.sample()
        let type = device.catalog.activityType(named: "Delivery")!
        try device.request(
            ActivityRequest(
                typeName: type.name, attributes: type.sampleAttributes,
                content: LiveActivity.Content(state: type.sampleState, staleDate: device.now.addingTimeInterval(900)), pushType: .token))
        try device.startDelivery(relevance: 100)
        try device.update(1, with: ContentChange(state: device.deliveryState(["step": "onTheWay"]), relevanceScore: 200))
        device.advance(by: .hours(13))
        return device.takeEvents().jsonLines
    }

    @Test("the same steps give the same events, ids and tokens")
    func sameStepsSameEvents() throws {
        let first = try run()
        #expect(first.count == 12)
        #expect(first == (try run()))
    }

    @Test("activity ids are UUIDs and push tokens are 64 hex digits")
    func identifierShapes() throws {
        let device = Device.sample()
        let type = device.catalog.activityType(named: "Delivery")!
        let activity = try device.request(
            ActivityRequest(
                typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState),
                pushType: .token))
        #expect(UUID(uuidString: activity.id)?.uuidString == activity.id)
        #expect(activity.id.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(activity.id.dropFirst(14).first == "4")
        #expect(activity.pushToken?.count == 64)
        #expect(activity.pushToken?.allSatisfy { $0.isHexDigit && !$0.isUppercase } == true)
    }
}
