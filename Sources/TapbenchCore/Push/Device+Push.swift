import Foundation

extension Device {
    /// Delivers an ActivityKit push; `push.accepted` or `push.rejected` says what became of it. A push-to-start
    /// wakes a terminated app in the background first, so that its launch code listens on `activityUpdates` and
    /// `pushTokenUpdates` before the activity arrives, and forwards the new activity's token (Apple's "Starting and
    /// updating Live Activities with ActivityKit push notifications"). Which pushes wake it is a modelling choice: every
    /// push-to-start that reaches the device, before iOS's checks of its payload.
    public func push(_ request: PushRequest) {
        if appProcess == .notRunning, (try? PushPayload.parse(request.payload))?.event == .start { runApp(inForeground: false) }
        mutate { $0.push(request) }
    }

    /// Delivers `request` once the clock reaches `date`, as the app's server's push arrives while an intent awaits
    /// something: the intent's own passing of time brings it, between its suspension and its resumption. With `run`,
    /// what the push does reads among that run's effects while the run is under way. Pushes not yet landed land at
    /// `landWaitingPushes()`.
    public func push(_ request: PushRequest, landingAt date: Date, during run: IntentRunToken? = nil) {
        mutate { state in
            // After those due at the same moment: pushes land in the order they were sent.
            let index = state.landingPushes.firstIndex { $0.date > date } ?? state.landingPushes.endIndex
            state.landingPushes.insert((date, request, run?.id), at: index)
        }
    }

    /// Delivers now, in date order, the pushes that were to land at a time the clock did not reach; with `through`,
    /// only those due by then.
    public func landWaitingPushes(through date: Date = .distantFuture) {
        mutate { state in
            while let next = state.landingPushes.first, next.date <= date { state.landPush() }
        }
    }

    /// The push-to-start token of an attributes type (iOS 17.2): a push with `"event": "start"` sent to it
    /// starts an activity of the type.
    public func pushToStartToken(ofType typeName: String) -> String? {
        read { $0.pushes.pushToStartTokens[typeName] }
    }

    /// Tokens this device issued that rotation replaced, each with the number of the activity it belonged to.
    public var retiredTokens: [String: Int] { read { $0.pushes.retiredTokens } }

    /// Gives an activity a new push token. The old one stops working; the app sees the new one through
    /// `pushTokenUpdates`.
    public func rotateToken(of number: Int) throws(PushTokenError) {
        try mutate { state throws(PushTokenError) in try state.rotateToken(of: number) }
    }
}

extension DeviceState {
    mutating func rotateToken(of number: Int) throws(PushTokenError) {
        guard let activity = activities[number] else { throw .unknownActivity(number, count: activities.count) }
        guard let old = activity.pushToken else { throw .noToken(number) }
        guard activity.state.isOngoing else { throw .ended(number) }
        let token = identifiers.pushToken()
        activities.modify(number) { $0.pushToken = token }
        pushes.retiredTokens[old] = number
        emit(.tokenRotated(activity: number, from: old, to: token))
        log.outbox.append(.pushToken(activityID: activity.id, token: token))
    }
}

/// A token rotation that cannot happen; the command layer puts it in words.
public enum PushTokenError: Error, Sendable, Hashable {
    case unknownActivity(Int, count: Int)
    case noToken(Int)
    case ended(Int)
}
