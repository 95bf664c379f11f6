import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// `aps.alert` as iOS shows it: empty, localized, and with its sound in the wrong place.
@Suite("Push alerts")
struct PushAlertTests {
    let device = Device.sample()

    func startDelivery() throws {
        try device.startDelivery(pushType: .token)
        _ = device.takeEvents()
    }

    static let state = #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.55}"#

    static func start(alert: String) -> String {
        #"{"aps":{"timestamp":1777078800,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":"B-1","restaurantName":"Noodle Bar","totalItems":1},"content-state":\#(state),"alert":\#(alert)}}"#
    }

    static func update(alert: String, extra: String = "") -> String {
        #"{"aps":{"timestamp":1777080000,"event":"update","content-state":\#(state),"alert":\#(alert)\#(extra)}}"#
    }

    @Test("a push-to-start whose alert has no title, body or sound starts nothing (Apple Developer Forums, \"What is the purpose of the `alert` field for live activities payloads?\")")
    func silentStartAlert() {
        expectEvents(
            device.pushing(Self.start(alert: "{}")),
            "01:00:00  push dropped by iOS, silently on a phone: aps.alert has no title, body or sound; a start needs an alert people can see, so iOS does not start the activity")
        #expect(device.activities.isEmpty)
        #expect(device.pushing(Self.start(alert: #"{"sound":"default"}"#)).names == ["push.accepted", "activity.started", "alert"])
    }

    @Test("an update whose alert has no title, body or sound is applied with no alert, and says so (Apple Developer Forums, \"What is the purpose of the `alert` field for live activities payloads?\")")
    func silentUpdateAlert() throws {
        try startDelivery()
        expectEvents(device.pushing(Self.update(alert: #"{"title":"","body":""}"#)), """
            01:00:00  push update accepted → #1 (the newest activity's token, priority 10)
                      warning: aps.alert has no title, body or sound; iOS alerts no one, and the update is applied silently
            01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → "2nd Avenue", progress: 0.1 → 0.55 [push]
            """)
    }

    @Test("localized title and body show their keys with the arguments in place, as iOS shows a key its app does not translate (Apple's documentation, \"Starting and updating Live Activities with ActivityKit push notifications\")")
    func nestedLocalizedAlert() throws {
        try startDelivery()
        let alert = #"{"title":{"loc-key":"%@ is knocked down!","loc-args":["Power Panda"]},"body":{"loc-key":"Use a potion to heal %@!","loc-args":["Power Panda"]},"sound":"default"}"#
        expectEvents(device.pushing(Self.update(alert: alert)).filter { $0.name == "alert" }, """
            01:00:00  #1 alert "Power Panda is knocked down!": "Use a potion to heal Power Panda!", sound default — shown as expanded island
            """)
    }

    @Test("the notification payload's title-loc-key, title-loc-args, loc-key and loc-args stand for title and body, and win over them, positional arguments and %% included (Apple's documentation, \"Generating a remote notification\")")
    func flatLocalizedAlert() throws {
        try startDelivery()
        let alert = #"{"title":"Order","title-loc-key":"Order %@","title-loc-args":["B-1"],"loc-key":"%2$@ is %1$@ away, 100%% of 5%","loc-args":["5 min","Ana"]}"#
        expectEvents(device.pushing(Self.update(alert: alert)).filter { $0.name == "alert" }, """
            01:00:00  #1 alert "Order B-1": "Ana is 5 min away, 100% of 5%" — shown as expanded island
            """)
    }

    @Test("a localized key with more placeholders than arguments shows the rest as written, and says so; arguments that are not strings drop the push")
    func localizedArgumentsProblems() throws {
        try startDelivery()
        let events = device.pushing(Self.update(alert: #"{"title":"Update","loc-key":"%@ and %@"}"#))
        expectEvents(events.filter { $0.name != "activity.updated" }, """
            01:00:00  push update accepted → #1 (the newest activity's token, priority 10)
                      warning: aps.alert.loc-key "%@ and %@" has 2 more %@ than aps.alert.loc-args has values; iOS shows those as written
            01:00:00  #1 alert "Update": "%@ and %@" — shown as expanded island
            """)
        expectEvents(
            device.pushing(#"{"aps":{"timestamp":1777080001,"event":"update","content-state":\#(Self.state),"alert":{"loc-key":"%@","loc-args":[3]}}}"#),
            "01:00:00  push dropped by iOS, silently on a phone: aps.alert.loc-args must be an array of strings, not [3]")
    }

    @Test("aps.sound outside alert plays nothing: a Live Activity's sound is aps.alert.sound (Apple's documentation, \"Starting and updating Live Activities with ActivityKit push notifications\")")
    func soundOutsideAlert() throws {
        try startDelivery()
        expectEvents(device.pushing(Self.update(alert: #"{"title":"On its way","body":"12 minutes"}"#, extra: #","sound":"chime.aiff""#)).filter { $0.name != "activity.updated" }, """
            01:00:00  push update accepted → #1 (the newest activity's token, priority 10)
                      warning: aps.sound is outside alert; a Live Activity plays aps.alert.sound, so iOS plays nothing for this one
            01:00:00  #1 alert "On its way": "12 minutes" — shown as expanded island
            """)
    }
}
