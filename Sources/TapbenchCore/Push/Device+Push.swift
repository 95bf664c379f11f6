extension Device {
    /// Delivers an ActivityKit push; `push.accepted` or `push.rejected` says what became of it.
    public func push(_ request: PushRequest) {
        mutate { $0.push(request) }
    }

    /// Tokens this device issued that rotation replaced, each with the number of the activity it belonged to.
    public var retiredTokens: [String: Int] { read { $0.retiredTokens } }

    /// Gives an activity a new push token. The old one stops working; the app sees the new one through
    /// `pushTokenUpdates`.
    public func rotateToken(of number: Int) throws(PushTokenError) {
        try mutate { state throws(PushTokenError) in try state.rotateToken(of: number) }
    }
}

extension DeviceState {
    mutating func rotateToken(of number: Int) throws(PushTokenError) {
        guard let index = index(of: number) else { throw .unknownActivity(number, count: activities.count) }
        guard let old = activities[index].pushToken else { throw .noToken(number) }
        guard activities[index].state.isOngoing else { throw .ended(number) }
        let token = identifiers.pushToken()
        activities[index].pushToken = token
        retiredTokens[old] = number
        emit(.tokenRotated(activity: number, from: old, to: token))
        outbox.append(.pushToken(activityID: activities[index].id, token: token))
    }
}

/// A token rotation that cannot happen; the command layer puts it in words.
public enum PushTokenError: Error, Sendable, Hashable {
    case unknownActivity(Int, count: Int)
    case noToken(Int)
    case ended(Int)
}
