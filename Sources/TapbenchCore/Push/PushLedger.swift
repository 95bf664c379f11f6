import Foundation

/// What APNs and the device remember about pushes beyond the activities themselves: each attributes type's
/// push-to-start token, the tokens that rotation retired, and when priority-10 pushes came, for the hourly budget.
struct PushLedger: Sendable, Codable {
    /// Each attributes type's push-to-start token (iOS 17.2), issued when the app registers the type.
    var pushToStartTokens: [String: String] = [:]
    /// Tokens replaced by a rotation, and the activity each belonged to.
    var retiredTokens: [String: Int] = [:]
    /// When priority-10 pushes arrived in the last hour.
    private var urgentPushes: [Date] = []

    /// The attributes type whose push-to-start token `token` is.
    func typeName(ofPushToStartToken token: String) -> String? {
        pushToStartTokens.first { $0.value == token }?.key
    }

    /// Counts a priority-10 push at `now` against the budget of `budget` an hour; returns the count in the last
    /// hour instead when the budget is spent.
    mutating func drawOnBudget(at now: Date, budget: Int) -> Int? {
        let hourAgo = now.addingTimeInterval(-3600)
        urgentPushes.removeAll { $0 <= hourAgo }
        if urgentPushes.count >= budget { return urgentPushes.count }
        urgentPushes.append(now)
        return nil
    }
}
