import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// The device names what would get past a refusal as a `Remedy`; its messages say what happened in the
/// device's terms, and the command layer words the way out.
@Suite("Remedies")
struct RemedyTests {
    let device = Device.sample()

    func pushProblem(_ json: String, priority: Int = 10, target: PushRequest.Target = .automatic) -> PushProblem? {
        device.push(PushRequest(payload: Array(json.utf8), pushType: "liveactivity", topic: nil, priority: priority, target: target))
        guard case .pushRejected(let problem, _)? = device.takeEvents().first?.kind else { return nil }
        return problem
    }

    let update = #"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.55}}}"#

    @Test("Live Activities switched off: denied, with the remedy to allow them [001, ActivityAuthorizationError]")
    func switchedOff() {
        device.changeSetting(name: "live-activities", value: "off") { $0.liveActivitiesEnabled = false }
        let refusal = ActivityRequestError(.denied, "Live Activities are switched off for the app", remedy: .allowLiveActivities)
        #expect(throws: DeviceError.refused(refusal)) { try device.startDelivery() }
    }

    @Test("a push with no token holder or no channel subscriber names the activity to start [001, iOS 18 channels]")
    func noTarget() {
        #expect(pushProblem(update) == PushProblem(.device, "no-target", "no activity has a push token", remedy: .startWithPushToken))
        #expect(
            pushProblem(update, target: .channel("kitchen"))
                == PushProblem(.device, "no-subscribers", "no activity subscribes to channel 'kitchen'", remedy: .subscribe(channel: "kitchen")))
    }

    @Test("a spent budget says whether frequent updates would raise it [002]")
    func throttled() throws {
        let type = device.catalog.activityType(named: "Delivery")!
        try device.request(ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState), pushType: .token))
        device.changeSetting(name: "push-budget", value: "1") { $0.pushBudgetPerHour = 1 }
        _ = pushProblem(update)
        let spent = PushProblem(
            .device, "throttled", "throttled: 1 priority-10 pushes in the last hour use up the budget of 1",
            remedy: .sendLowPriority(frequentUpdatesOff: true))
        #expect(pushProblem(update) == spent)
    }

    @Test("a push-to-start the device refuses carries the refusal's remedy [002]")
    func startRefused() throws {
        device.changeSetting(name: "max-per-app", value: "1") { $0.maximumActivitiesPerApp = 1 }
        try device.startDelivery()
        _ = device.takeEvents()
        let start = #"{"aps":{"timestamp":1777080000,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":"B-1","restaurantName":"Noodle Bar","totalItems":1},"content-state":{"step":"preparing","etaSeconds":900,"driverLocation":"Restaurant","progress":0},"alert":{"title":"Order placed","body":"On its way soon"}}}"#
        #expect(
            pushProblem(start)
                == PushProblem(
                    .device, "start-refused",
                    "the device would not start it: targetMaximumExceeded: the app already has 1 ongoing activity, and one app may have 1",
                    remedy: .raiseLimitPerApp))
    }
}
