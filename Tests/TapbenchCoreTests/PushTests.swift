import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// ActivityKit pushes (seeds 001 and 002): applied as iOS applies them, or dropped with the precise reason.
@Suite("Push")
struct PushTests {
    let device = Device.sample()

    /// A delivery that receives pushes through its own token.
    func delivery() throws -> LiveActivity {
        let type = device.catalog.activityType(named: "Delivery")!
        let activity = try device.request(
            ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState), pushType: .token))
        _ = device.takeEvents()
        return activity
    }

    func push(_ json: String, priority: Int = 10, topic: String? = nil, pushType: String = "liveactivity", target: PushRequest.Target = .automatic) -> [Event] {
        device.push(PushRequest(payload: Array(json.utf8), pushType: pushType, topic: topic, priority: priority, target: target))
        return device.takeEvents()
    }

    func rejection(_ events: [Event]) -> (code: String, reason: String, also: [String])? {
        guard case .pushRejected(let problem, _)? = events.first?.kind else { return nil }
        return (problem.code, problem.message, problem.also)
    }

    /// An update payload for the sample delivery at `timestamp` (seconds since 1970).
    func update(_ timestamp: Int = 1_777_080_000, state: String = #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.55}"#, extra: String = "") -> String {
        #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":\#(state)\#(extra)}}"#
    }

    // MARK: The seeds' six payloads, verbatim

    @Test("seed 002's update payload is applied: step, eta, stale date, relevance and alert [002]")
    func seed002Update() throws {
        let activity = try delivery()
        device.push(PushRequest(payload: Payloads.seed("seed-002-delivery-update")))
        expectEvents(device.takeEvents(), """
            01:00:00  push update accepted → #1 (the newest activity's token, priority 10)
            01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → "2nd Avenue", progress: 0.1 → 0.55, stale-date: (none) → 01:35:00, relevance-score: 0 → 75 [push]
            01:00:00  #1 alert "Your driver is on the way": "ETA 12 minutes" — shown as expanded island
            """)
        let updated = try #require(device.activity(activity.number))
        #expect(updated.content.state["step"] == "onTheWay")
        #expect(updated.content.staleDate.map { Timestamp.iso8601($0) } == "2026-04-25T01:35:00Z")
        #expect(updated.content.relevanceScore == 75)
        #expect(updated.lastAlert == Alert(title: "Your driver is on the way", body: "ETA 12 minutes"))
    }

    @Test("seed 002's end payload is dropped: its content-state lacks driverLocation, and it has no timestamp [002]")
    func seed002End() throws {
        _ = try delivery()
        device.push(PushRequest(payload: Payloads.seed("seed-002-delivery-end")))
        let refusal = try #require(rejection(device.takeEvents()))
        #expect(refusal.code == "content-state")
        #expect(refusal.reason == "content-state.driverLocation: missing key 'driverLocation' (a string)")
        #expect(refusal.also == ["aps.timestamp is missing; ActivityKit needs it to put updates in order"])
    }

    @Test("seed 002's start payload is dropped: a push-to-start needs an alert [002]")
    func seed002Start() {
        device.push(PushRequest(payload: Payloads.seed("seed-002-delivery-start")))
        expectEvents(device.takeEvents(), "01:00:00  push dropped by iOS, silently on a phone: a push-to-start payload needs an alert; without one iOS does not start the activity")
        #expect(device.activities.isEmpty)
    }

    @Test("seed 001's update, end and start payloads are dropped: a ClosedRange<Date> is [lower, upper], not an object [001]")
    func seed001Payloads() throws {
        let type = device.catalog.activityType(named: "Ride")!
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState), pushType: .token))
        _ = device.takeEvents()
        for name in ["seed-001-ride-update", "seed-001-ride-end", "seed-001-ride-start"] {
            device.push(PushRequest(payload: Payloads.seed(name)))
            let refusal = try #require(rejection(device.takeEvents()), "\(name)")
            #expect(refusal.reason.hasPrefix("content-state.eta: expected an array [lowerBound, upperBound] (ClosedRange<Date>), found an object"), "\(name)")
        }
        #expect(device.activities.count == 1)
        #expect(device.activity(1)?.content.state == type.sampleState)
    }

    // MARK: Rules

    @Test("aps.event must be start, update or end")
    func unknownEvent() throws {
        _ = try delivery()
        #expect(rejection(push(#"{"aps":{"timestamp":1777080000,"event":"refresh"}}"#))?.reason == #"aps.event must be start, update or end, not "refresh""#)
    }

    @Test("a timestamp older than the last applied one is ignored, and the reason says so [001]")
    func olderTimestamp() throws {
        _ = try delivery()
        #expect(push(update(1_777_080_000)).names.first == "push.accepted")
        let refusal = try #require(rejection(push(update(1_777_079_000))))
        #expect(refusal.code == "stale-timestamp")
        #expect(refusal.reason == "aps.timestamp 2026-04-25T01:03:20Z is older than #1's last update (2026-04-25T01:20:00Z); iOS keeps the newer content")
    }

    @Test("a timestamp ahead of the device's clock is applied: no source says otherwise (Apple's documentation, \"Starting and updating Live Activities with ActivityKit push notifications\")")
    func futureTimestamp() throws {
        _ = try delivery()
        #expect(push(update(1_777_078_800 + 9 * 3600)).names == ["push.accepted", "activity.updated"])
        #expect(rejection(push(update(1_777_078_800 + 9 * 3600 - 1)))?.code == "stale-timestamp")
    }

    @Test("content-state: a renamed key is reported with its path, and the unknown key with it [001]")
    func renamedKey() throws {
        _ = try delivery()
        let refusal = try #require(rejection(push(update(state: #"{"step":"onTheWay","etaSeconds":720,"driver_location":"2nd Avenue","progress":0.55}"#))))
        #expect(refusal.reason == "content-state.driverLocation: missing key 'driverLocation' (a string) — the document has 'driver_location', which the type does not read; rename it to 'driverLocation'")
    }

    @Test("content-state: a wrong type is reported with its path [001]")
    func wrongType() throws {
        _ = try delivery()
        #expect(rejection(push(update(state: #"{"step":"onTheWay","etaSeconds":"720","driverLocation":"x","progress":0.5}"#)))?.reason == "content-state.etaSeconds: expected an integer, found a string")
    }

    @Test("content-state: an extra key is applied as iOS applies it, with a warning")
    func extraKey() throws {
        _ = try delivery()
        expectEvents(push(update(state: #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5,"tip":3}"#)), """
            01:00:00  push update accepted → #1 (the newest activity's token, priority 10)
                      warning: content-state.tip is not a field of DeliveryAttributes.ContentState; the decoder ignores it
            01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → x, progress: 0.1 → 0.5 [push]
            """)
    }

    /// swift-foundation's `JSONDecoder` keeps the first value of a key written twice ("we'll use the first one we saw").
    @Test("content-state: a key written twice is applied as iOS's JSONDecoder reads it, the first value, with a warning")
    func duplicateKey() throws {
        _ = try delivery()
        let events = push(update(state: #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5,"step":"delivered"}"#))
        guard case .pushAccepted(let receipt) = events.first?.kind else {
            Issue.record("expected acceptance, got \(events.names)")
            return
        }
        #expect(receipt.warnings == [#"content-state.step is written more than once; iOS's JSONDecoder keeps the first, "onTheWay" — send each key once"#])
        #expect(device.activity(1)?.content.state == [
            "step": "onTheWay", "etaSeconds": 720, "driverLocation": "x", "progress": 0.5,
        ])
    }

    @Test("content-state: a number that underflows its type to zero is refused, as JSONDecoder refuses 1e-400")
    func underflowingNumber() throws {
        _ = try delivery()
        #expect(
            rejection(push(update(state: #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":1e-400}"#)))?.reason
                == "content-state.progress: expected a number that fits in Double, found 1e-400")
    }

    @Test("a Date sent as Unix time is applied as iOS reads it, decades ahead, with both readings")
    func epochLint() throws {
        let type = device.catalog.activityType(named: "DemoWidget")!
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState), pushType: .token))
        _ = device.takeEvents()
        expectEvents(push(#"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"arrivalTime":1777090000}}}"#), """
            01:00:00  push update accepted → #1 (the newest activity's token, priority 10)
                      warning: content-state.arrivalTime = 1777090000 reads as 2057-04-25T04:06:40Z (a default JSONDecoder counts a Date from 2001); as Unix time it would be 2026-04-25T04:06:40Z — send 798782800, or decode with .secondsSince1970
            01:00:00  #1 updated: arrivalTime: 798782400 → 1777090000 [push]
            """)
        #expect(device.activity(1)?.content.state["arrivalTime"] == 1_777_090_000)
    }

    @Test("dismissal-date in the past dismisses at once; within 4 hours, at that time; later, capped at 4 hours [000, 002]")
    func dismissalDate() throws {
        _ = try delivery()
        let state = #"{"step":"delivered","etaSeconds":0,"driverLocation":"Delivered","progress":1}"#
        expectEvents(push(#"{"aps":{"timestamp":1777080000,"event":"end","dismissal-date":1777070000,"content-state":\#(state)}}"#), """
            01:00:00  push end accepted → #1 (the newest activity's token, priority 10)
            01:00:00  #1 updated: step: preparing → delivered, etaSeconds: 1800 → 0, driverLocation: Restaurant → Delivered, progress: 0.1 → 1 [push]
            01:00:00  #1 ended by a push; dismissal immediate
            01:00:00  #1 dismissed: removed at the end
            """)
        _ = try delivery()
        expectEvents(push(#"{"aps":{"timestamp":1777080000,"event":"end","dismissal-date":1777080600,"content-state":\#(state)}}"#), """
            01:00:00  push end accepted → #2 (the newest activity's token, priority 10)
            01:00:00  #2 updated: step: preparing → delivered, etaSeconds: 1800 → 0, driverLocation: Restaurant → Delivered, progress: 0.1 → 1 [push]
            01:00:00  #2 ended by a push; stays on the Lock Screen until 01:30:00
            """)
        _ = try delivery()
        expectEvents(push(#"{"aps":{"timestamp":1777080000,"event":"end","dismissal-date":1777200000,"content-state":\#(state)}}"#), """
            01:00:00  push end accepted → #3 (the newest activity's token, priority 10)
            01:00:00  #3 updated: step: preparing → delivered, etaSeconds: 1800 → 0, driverLocation: Restaurant → Delivered, progress: 0.1 → 1 [push]
            01:00:00  #3 ended by a push; stays on the Lock Screen until 05:00:00 (asked for 2026-04-26 10:40:00; 4 hours is the most)
            """)
    }

    @Test("an end without content-state keeps the last content, and says so")
    func endWithoutContent() throws {
        _ = try delivery()
        expectEvents(push(#"{"aps":{"timestamp":1777080000,"event":"end"}}"#), """
            01:00:00  push end accepted → #1 (the newest activity's token, priority 10)
                      warning: no content-state: #1 ends showing its last content
            01:00:00  #1 ended by a push; stays on the Lock Screen until 05:00:00 (default policy)
            """)
        #expect(device.activity(1)?.content.state == device.deliveryState([:]))
        #expect(device.activity(1)?.state == .ended)
    }

    @Test("a start needs attributes-type, attributes, content-state and alert; input-push-token issues a token [002]")
    func pushToStart() {
        let start = #"{"aps":{"timestamp":1777080000,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":"B-1","restaurantName":"Noodle Bar","totalItems":1},"content-state":{"step":"preparing","etaSeconds":900,"driverLocation":"Restaurant","progress":0},"alert":{"title":"Order placed","body":"On its way soon"},"input-push-token":1}}"#
        expectEvents(push(start), """
            01:00:00  push start accepted → #1 (push-to-start DeliveryAttributes, priority 10)
            01:00:00  #1 Delivery started (active), push token 35714a86… [push]
            01:00:00  #1 alert "Order placed": "On its way soon" — shown as expanded island
            """)
        #expect(device.activity(1)?.pushToken != nil)
        let unknown = start.replacingOccurrences(of: #""DeliveryAttributes""#, with: #""Delivery""#)
        #expect(rejection(push(unknown))?.reason == #"aps.attributes-type "Delivery" is not a registered type — did you mean DeliveryAttributes? (registered: DeliveryAttributes, RideAttributes, AdventureAttributes, DemoWidgetAttributes, TakeoutAttributes, WorkoutTimerAttributes)"#)
    }

    @Test("a payload over 4096 bytes is refused by APNs with its size [000, 002]")
    func oversized() throws {
        _ = try delivery()
        let padding = String(repeating: "x", count: 5000 - update().utf8.count - 9)
        let payload = update(extra: #","pad":"\#(padding)""#)
        #expect(payload.utf8.count == 5000)
        expectEvents(push(payload), "01:00:00  push refused by APNs (413 PayloadTooLarge): the payload is 5000 bytes; a Live Activity's may be at most 4096")
    }

    @Test("a topic without .push-type.liveactivity, or another apns-push-type, is refused [001]")
    func headers() throws {
        _ = try delivery()
        #expect(rejection(push(update(), topic: "com.example.tapbench.sample"))?.reason == "apns-topic 'com.example.tapbench.sample' lacks the .push-type.liveactivity suffix — send com.example.tapbench.sample.push-type.liveactivity")
        #expect(rejection(push(update(), pushType: "alert"))?.code == "push-type")
        #expect(rejection(push(update(), priority: 7))?.code == "priority")
    }

    @Test("malformed JSON is refused with its line and column; a payload without aps is dropped")
    func malformed() throws {
        _ = try delivery()
        #expect(rejection(push("{\n  \"aps\": {\"event\": }\n}"))?.reason == "malformed JSON at line 2, column 20: expected a value, found '}'")
        #expect(rejection(push(#"{"event":"update"}"#))?.code == "missing-aps")
    }

    @Test("a push to an ended activity's token is refused; a rotated token stops working and the app sees the new one")
    func tokens() async throws {
        let activity = try delivery()
        let oldToken = try #require(activity.pushToken)
        var updates = device.updates.pushToken(of: activity.id).makeAsyncIterator()
        #expect(await updates.next() == oldToken)
        try device.rotateToken(of: 1)
        expectEvents(device.takeEvents(), "01:00:00  #1 push token rotated: 35714a86… → 84d0c512…; the old one stops working")
        let newToken = try #require(device.activity(1)?.pushToken)
        #expect(await updates.next() == newToken)
        #expect(rejection(push(update(), target: .token(oldToken)))?.reason == "the token was replaced when #1's token rotated")
        #expect(push(update(), target: .token(newToken)).names.first == "push.accepted")
        try device.end(1, with: nil, dismissal: .immediate)
        _ = device.takeEvents()
        expectEvents(push(update(1_777_080_100), target: .token(newToken)), "01:00:00  push refused by APNs (410 Unregistered): the token belongs to #1, which was dismissed; it no longer works")
        // The newest activity's token, though no --token names it.
        expectEvents(
            push(update(1_777_080_100)),
            "01:00:00  push refused by APNs (410 Unregistered): the newest activity with a push token, #1, was dismissed; its token no longer works")
    }

    @Test("aps.contentState for content-state: the drop names the key the payload has instead [001]")
    func misspelledContentStateKey() throws {
        _ = try delivery()
        let events = push(#"{"aps":{"timestamp":1777080000,"event":"update","contentState":{"step":"onTheWay"}}}"#)
        #expect(rejection(events)?.reason == #"aps.content-state is missing (the payload has aps.contentState: rename it to "content-state"); an update needs the whole ContentState"#)
    }

    @Test("an end push to a stale activity ends it without first calling it active again [000]")
    func endWhileStale() throws {
        _ = try delivery()
        try device.update(1, with: ContentChange(state: device.deliveryState([:]), staleDate: device.now.addingTimeInterval(60)))
        device.advance(by: .seconds(120))
        _ = device.takeEvents()
        #expect(device.activity(1)?.state == .stale)
        let events = push(#"{"aps":{"timestamp":1777080000,"event":"end","content-state":{"step":"delivered","etaSeconds":0,"driverLocation":"Door","progress":1}}}"#)
        expectEvents(events, """
            01:02:00  push end accepted → #1 (the newest activity's token, priority 10)
            01:02:00  #1 updated: step: preparing → delivered, etaSeconds: 1800 → 0, driverLocation: Restaurant → Door, progress: 0.1 → 1, stale-date: 01:01:00 → (none) [push]
            01:02:00  #1 ended by a push; stays on the Lock Screen until 05:02:00 (default policy)
            """)
    }

    @Test("priority-10 pushes draw on the hourly budget and are throttled past it; priority 5 does not draw; frequent updates raise it")
    func budget() throws {
        _ = try delivery()
        device.changeSetting(name: "push-budget", value: "2") { $0.pushBudgetPerHour = 2 }
        _ = device.takeEvents()
        #expect(push(update(1_777_080_000)).names.first == "push.accepted")
        #expect(push(update(1_777_080_001)).names.first == "push.accepted")
        #expect(rejection(push(update(1_777_080_002)))?.code == "throttled")
        #expect(push(update(1_777_080_003), priority: 5).names.first == "push.accepted")
        device.changeSetting(name: "frequent-updates", value: "on") { $0.frequentUpdates = true }
        _ = device.takeEvents()
        #expect(push(update(1_777_080_004)).names.first == "push.accepted")
        device.advance(by: .hours(1))
        _ = device.takeEvents()
        device.changeSetting(name: "frequent-updates", value: "off") { $0.frequentUpdates = false }
        _ = device.takeEvents()
        #expect(push(update(1_777_084_000)).names.first == "push.accepted")
    }

    @Test("a channel push reaches every subscriber; a channel never starts an activity (iOS 18)")
    func channels() throws {
        let type = device.catalog.activityType(named: "Delivery")!
        for _ in 0..<2 {
            try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState), pushType: .channel("kitchen")))
        }
        _ = device.takeEvents()
        expectEvents(push(update(), target: .channel("kitchen")), """
            01:00:00  push update accepted → #1, #2 (channel kitchen, priority 10)
            01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → "2nd Avenue", progress: 0.1 → 0.55 [push]
            01:00:00  #2 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → "2nd Avenue", progress: 0.1 → 0.55 [push]
            """)
        #expect(rejection(push(#"{"aps":{"timestamp":1777080000,"event":"start"}}"#, target: .channel("kitchen")))?.code == "channel-start")
    }

    @Test("input-push-channel subscribes the activity a push-to-start starts to that channel (iOS 18; Apple's documentation, \"Starting and updating Live Activities with ActivityKit push notifications\")")
    func pushToStartOnAChannel() {
        let start = #"{"aps":{"timestamp":1777080000,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":"B-1","restaurantName":"Noodle Bar","totalItems":1},"content-state":{"step":"preparing","etaSeconds":900,"driverLocation":"Restaurant","progress":0},"alert":{"title":"Order placed","body":"On its way soon"},"input-push-channel":"kitchen"}}"#
        #expect(push(start).names == ["push.accepted", "activity.started", "alert"])
        #expect(device.activity(1)?.pushToken == nil)
        expectEvents(push(update(), target: .channel("kitchen")), """
            01:00:00  push update accepted → #1 (channel kitchen, priority 10)
            01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 900 → 720, driverLocation: Restaurant → "2nd Avenue", progress: 0 → 0.55 [push]
            """)
    }

    @Test("an .apns file names its bundle; another app's is dropped")
    func simulatorFile() throws {
        _ = try delivery()
        let file = #"{"Simulator Target Bundle":"com.example.tapbench.sample","aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"arriving","etaSeconds":60,"driverLocation":"Door","progress":0.9}}}"#
        #expect(push(file).names.first == "push.accepted")
        #expect(rejection(push(file.replacingOccurrences(of: "tapbench.sample", with: "other")))?.code == "simulator-bundle")
    }
}
