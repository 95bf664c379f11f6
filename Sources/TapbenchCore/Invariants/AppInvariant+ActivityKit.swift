import Foundation

extension AppInvariant {
    /// ActivityKit's own rules, checked after every command as a person would see them broken, from the device's
    /// activities, dates and island and the command's events rather than from the code that applies them: the app's
    /// limits, the eight-hour and Lock Screen limits, and who holds the Dynamic Island. Each reads the activities where
    /// they lie, without copying them, so a command costs about the same with a thousand held.
    public static let activityKitRules: [AppInvariant] = [lifecycleOrder, activityLimit, eightHourLimit, lockScreenLimit, islandHolder]

    /// An activity's life runs one way within a command: nothing changes it once it has ended but its dismissal,
    /// and nothing at all once it is dismissed; an update or end that comes later is ignored (`activity.ignored`).
    /// Events are read in the order of their origin (an intent's run, or outside any), which is the order they
    /// happened: the log places what the app's own tasks did during a run after the run's events.
    static let lifecycleOrder = AppInvariant(
        "lifecycle-order",
        source: "seed 000 and seed 001: request → active or pending → stale → ended → dismissed; updates to an ended or dismissed activity are ignored"
    ) { context in
        // An activity as one origin's events see it: the run, if any, that the events came from.
        struct Seen: Hashable {
            let activity: Int
            let run: Int?
        }
        var ended: Set<Seen> = []
        var dismissed: Set<Seen> = []
        for event in context.commandEvents {
            guard let activity = event.activity else { continue }
            let seen = Seen(activity: activity, run: event.run)
            let changes: Bool
            switch event.kind {
            case .activityUpdated, .activityStale, .activityActivated, .activityEnded: changes = true
            default: changes = false
            }
            if dismissed.contains(seen), changes || event.name == "activity.dismissed" {
                return "#\(activity) had \(event.name) after it was dismissed"
            }
            if ended.contains(seen), changes { return "#\(activity) had \(event.name) after it ended" }
            if case .activityEnded = event.kind { ended.insert(seen) }
            if case .activityDismissed = event.kind { dismissed.insert(seen) }
        }
        return nil
    }

    /// A start never takes the app's ongoing activities past its limit, nor the device's past its own.
    static let activityLimit = AppInvariant(
        "activity-limit",
        source: "Apple's documentation, \"ActivityAuthorizationError\": targetMaximumExceeded and globalMaximumExceeded; the numbers are the max-per-app and max-on-device settings, as Apple publishes none"
    ) { context in
        guard context.eventNames.contains("activity.started") else { return nil }
        let ongoing = context.store.ongoingCount
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
        let limit = context.settings.activeLimit.timeInterval
        let all = context.store.all
        guard let number = context.store.running.first(where: { context.now.timeIntervalSince(all[$0 - 1].activeFrom) > limit }) else { return nil }
        let activity = all[number - 1]
        return "#\(number) is still \(activity.state.rawValue) \(DurationText.format(.seconds(context.now.timeIntervalSince(activity.activeFrom)))) after it became active"
    }

    /// An ended activity leaves the Lock Screen at its dismissal date, at most the Lock Screen limit after its end.
    static let lockScreenLimit = AppInvariant(
        "lock-screen-limit",
        source: "seed 000: an ended Live Activity stays on the Lock Screen for up to four more hours; Apple's documentation, \"ActivityUIDismissalPolicy\""
    ) { context in
        let limit = context.settings.lockScreenLimit.timeInterval
        let all = context.store.all
        for number in context.store.ended {
            guard let end = all[number - 1].endedAt else { return "#\(number) is ended with no time of its end" }
            let dismissal = all[number - 1].dismissalDate ?? end.addingTimeInterval(limit)
            if dismissal.timeIntervalSince(end) > limit {
                return "#\(number) is to leave the Lock Screen \(DurationText.format(.seconds(dismissal.timeIntervalSince(end)))) after its end"
            }
            if context.now > dismissal {
                return "#\(number) is still on the Lock Screen \(DurationText.format(.seconds(context.now.timeIntervalSince(dismissal)))) after its dismissal date"
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
        let all = context.store.all
        let running = context.store.running
        let expected: Int?
        if !context.settings.hasDynamicIsland {
            expected = nil
        } else if let transient = running.filter({ all[$0 - 1].style == .transient }).max() {
            expected = transient
        } else if context.islandKeepsOwnActivitiesOut {
            expected = nil
        } else {
            expected = running.min { a, b in
                (-all[a - 1].content.relevanceScore, all[a - 1].activeFrom, a) < (-all[b - 1].content.relevanceScore, all[b - 1].activeFrom, b)
            }
        }
        guard context.island.holder != expected else { return nil }
        let shown = context.island.holder.map { "#\($0)" } ?? "none of the app's activities"
        let should = expected.map { "#\($0) (relevance \(JSONNumber(all[$0 - 1].content.relevanceScore).text))" } ?? "none"
        return "the island shows \(shown), where it should show \(should)"
    }
}
