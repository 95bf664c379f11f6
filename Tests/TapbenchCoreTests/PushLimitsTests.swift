import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// What a push may carry: content within ActivityKit's data limit, dates in seconds.
@Suite("Push limits")
struct PushLimitsTests {
    let device = Device.sample()

    func startDelivery(_ pushType: PushType) throws {
        try device.startDelivery(pushType: pushType)
        _ = device.takeEvents()
    }

    static func update(location: String, timestamp: String = "1777080000", extra: String = "") -> String {
        #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"\#(location)","progress":0.55}\#(extra)}}"#
    }

    @Test("a broadcast within its 5 KB whose content is over ActivityKit's 4 KB is dropped like any other silent drop, and the activity keeps its content (seed 000; Apple's documentation, \"Displaying live data with Live Activities\")")
    func broadcastOverTheDataLimit() throws {
        try startDelivery(.channel("kitchen"))
        let attributes = try #require(device.activity(1)).attributes.jsonText.utf8.count
        let location = String(repeating: "x", count: 4_000)
        let state = #"{"driverLocation":"\#(location)","etaSeconds":720,"progress":0.55,"step":"onTheWay"}"#.utf8.count
        let payload = Self.update(location: location)
        #expect(payload.utf8.count <= PushRequest.maximumBroadcastSize && payload.utf8.count > PushRequest.maximumSize)
        expectEvents(
            device.pushing(payload, to: .channel("kitchen")),
            "01:00:00  push dropped by iOS, silently on a phone: #1's static and dynamic data would be \(attributes + state) bytes, over the 4096-byte limit")
        #expect(device.activity(1)?.content.state["step"] == "preparing")
    }

    @Test("of two subscribers, the one whose data would be over the limit is skipped and the other updated")
    func oneSubscriberOverTheLimit() throws {
        try startDelivery(.channel("kitchen"))
        let type = device.catalog.activityType(named: "Delivery")!
        let long: JSONValue = ["orderNumber": "B-2", "restaurantName": .string(String(repeating: "n", count: 3_900)), "totalItems": 1]
        try device.request(ActivityRequest(typeName: type.name, attributes: long, content: LiveActivity.Content(state: type.sampleState), pushType: .channel("kitchen")))
        _ = device.takeEvents()
        let events = device.pushing(Self.update(location: String(repeating: "y", count: 200)), to: .channel("kitchen"))
        #expect(events.names == ["push.accepted", "activity.updated"])
        guard case .pushAccepted(let receipt)? = events.first?.kind else { return }
        #expect(receipt.activities == [1])
        #expect(receipt.warnings.count == 1 && receipt.warnings[0].hasPrefix("#2 skipped: #2's static and dynamic data would be "))
    }

    @Test("stale-date, dismissal-date and timestamp sent in milliseconds are read as seconds, as iOS reads them, with both readings (Apple's documentation, \"Starting and updating Live Activities with ActivityKit push notifications\": seconds since 1970)")
    func millisecondDates() throws {
        try startDelivery(.token)
        let events = device.pushing(Self.update(location: "Door", timestamp: "1777080000000", extra: #","stale-date":1777080900000"#))
        guard case .pushAccepted(let receipt)? = events.first?.kind else {
            Issue.record("not accepted: \(events)")
            return
        }
        #expect(
            receipt.warnings == [
                "aps.timestamp = 1777080000000 counts seconds since 1970, so it is some 56 thousand years ahead; as milliseconds it would be 2026-04-25T01:20:00Z — send 1777080000",
                "aps.stale-date = 1777080900000 counts seconds since 1970, so it is some 56 thousand years ahead; as milliseconds it would be 2026-04-25T01:35:00Z — send 1777080900",
            ])
        // Read as seconds, the timestamp puts every later update behind it.
        expectEvents(
            device.pushing(Self.update(location: "Porch", timestamp: "1777080060")).filter { $0.name == "push.rejected" }.prefix(1).map { $0 },
            "01:00:00  push dropped by iOS, silently on a phone: aps.timestamp 2026-04-25T01:21:00Z is older than #1's last update (\(Timestamp.iso8601(Date(timeIntervalSince1970: 1_777_080_000_000)))); iOS keeps the newer content")
    }

    @Test("dates in seconds, near now or far, get no millisecond warning")
    func secondsAreQuiet() throws {
        try startDelivery(.token)
        for (index, staleDate) in ["1777080900", "4102444800", "0"].enumerated() {
            let events = device.pushing(Self.update(location: "Door \(index)", timestamp: String(1_777_080_000 + index), extra: #","stale-date":\#(staleDate)"#))
            guard case .pushAccepted(let receipt)? = events.first?.kind else {
                Issue.record("not accepted: \(events)")
                continue
            }
            #expect(receipt.warnings.isEmpty)
        }
    }
}
