import Foundation

extension AppInvariant {
    /// ActivityKit's own rules, checked after every command as a person would see them broken, from the device's
    /// state and the command's events rather than from the code that applies them: the app's limits, the eight-hour
    /// and Lock Screen limits, and who holds the Dynamic Island.
    public static let activityKitRules: [AppInvariant] = [activityLimit, eightHourLimit, lockScreenLimit, islandHolder]

    /// A start never takes the app's ongoing activities past its limit, nor the device's past its own.
    static let activityLimit = AppInvariant(
        "activity-limit",
        source: "Apple's documentation, \"ActivityAuthorizationError\": targetMaximumExceeded and globalMaximumExceeded; the numbers are the max-per-app and max-on-device settings, as Apple publishes none"
    ) { context in
        guard context.eventNames.contains("activity.started") else { return nil }
        let ongoing = context.activities(in: [.pending, .active, .stale]).count
        if ongoing > context.settings.maximumActivitiesPerApp {
            return "a start left the app with \(ongoing) ongoing activities; one app may have \(context.settings.maximumActivitiesPerApp)"
        }
        let onDevice = ongoing + (context.settings.otherAppHasActivity ? 1 : 0)
        if onDevice > context.settings.maximumActivitiesOnDevice {
            return "a start left the device with \(onDevice) ongoing activities; it shows \(context.settings.maximumActivitiesOnDevice)"
        }
        return nil
    }

    /// No activity stays active or stale longer than the active limit after it became active.
    static let eightHourLimit = AppInvariant(
        "eight-hour-limit", source: "seed 000: a Live Activity can be active for up to eight hours, then the system ends it"
    ) { context in
        let limit = TimeInterval(context.settings.activeLimit.components.seconds)
        return context.activities(in: [.active, .stale]).first { context.now.timeIntervalSince($0.activeFrom) > limit }.map { activity in
            "#\(activity.number) is still \(activity.state.rawValue) \(DurationText.format(.seconds(context.now.timeIntervalSince(activity.activeFrom)))) after it became active"
        }
    }

    /// An ended activity leaves the Lock Screen at its dismissal date, at most the Lock Screen limit after its end.
    static let lockScreenLimit = AppInvariant(
        "lock-screen-limit",
        source: "seed 000: an ended Live Activity stays on the Lock Screen for up to four more hours; Apple's documentation, \"ActivityUIDismissalPolicy\""
    ) { context in
        let limit = TimeInterval(context.settings.lockScreenLimit.components.seconds)
        for activity in context.activities(in: [.ended]) {
            guard let end = activity.endedAt else { return "#\(activity.number) is ended with no time of its end" }
            let dismissal = activity.dismissalDate ?? end.addingTimeInterval(limit)
            if dismissal.timeIntervalSince(end) > limit {
                return "#\(activity.number) is to leave the Lock Screen \(DurationText.format(.seconds(dismissal.timeIntervalSince(end)))) after its end"
            }
            if context.now > dismissal {
                return "#\(activity.number) is still on the Lock Screen \(DurationText.format(.seconds(context.now.timeIntervalSince(dismissal)))) after its dismissal date"
            }
        }
        return nil
    }

    /// The island shows the app's most relevant running activity, ties to the one that became active first; a
    /// transient one ahead of it; none while the person is in the app, or on a device without the island.
    static let islandHolder = AppInvariant(
        "island-holder",
        source: "seed 000, \"Configure the Live Activity\", and Apple's documentation, \"relevanceScore\": the highest relevance score holds the Dynamic Island, the one that started first among equals"
    ) { context in
        let running = context.activities(in: [.active, .stale])
        let expected: LiveActivity?
        if !context.settings.hasDynamicIsland {
            expected = nil
        } else if let transient = running.filter({ $0.style == .transient }).max(by: { $0.number < $1.number }) {
            expected = transient
        } else if context.islandKeepsOwnActivitiesOut {
            expected = nil
        } else {
            expected = running.min { a, b in
                (-a.content.relevanceScore, a.activeFrom, a.number) < (-b.content.relevanceScore, b.activeFrom, b.number)
            }
        }
        guard context.island.holder != expected?.number else { return nil }
        let shown = context.island.holder.map { "#\($0)" } ?? "none of the app's activities"
        let should = expected.map { "#\($0.number) (relevance \(JSONNumber($0.content.relevanceScore).text))" } ?? "none"
        return "the island shows \(shown), where it should show \(should)"
    }
}
