import Foundation

/// Virtual time: the clock moves only when told, and each rule that falls due on the way fires at its own time
/// (DESIGN D5): a scheduled start, a stale date, the eight-hour limit, a dismissal (seed 000).
extension DeviceState {
    /// Moves the clock forward, firing every timer that falls due on the way, each at its own time.
    /// `announce` records `clock.advanced`; an intent's simulated latency passes without it.
    mutating func advance(to target: Date, announce: Bool = true) {
        advance(to: target, announcingFrom: announce ? now : nil)
    }

    /// Moves the clock to `target`, firing timers on the way; with a start, announces the move from there.
    /// A push waiting to land (`landingPushes`) lands on the way, after the timers due at the same moment.
    mutating func advance(to target: Date, announcingFrom start: Date?) {
        while true {
            let timer = activities.nextTimer.map(\.date).flatMap { $0 <= target ? $0 : nil }
            let landing = landingPushes.first.flatMap { $0.date <= target ? $0.date : nil }
            guard let next = [timer, landing].compactMap({ $0 }).min() else { break }
            now = max(now, next)
            fireDueTimers()
            if let landing, landing <= now { landPush() }
        }
        now = max(now, target)
        if let start { emit(.clockAdvanced(from: start, to: target)) }
    }

    /// Delivers the earliest waiting push. Its events follow the run whose time brought it, in the order they
    /// happened, so that a flow reads the push between the intent's request and what the intent did after it.
    mutating func landPush() {
        let landing = landingPushes.removeFirst()
        // Whichever thread's passing of time brought it, it is the run's while the run is under way.
        let current = log.currentRun
        if let run = landing.run, log.isOpen(run) { log.currentRun = run }
        push(landing.request)
        log.currentRun = current
    }

    /// Fires whatever is due at the current time, after a change that may have made something due.
    mutating func fireDueTimersAndUpdateIsland() {
        fireDueTimers()
        updateIsland()
    }

    /// Fires the rules due now, lowest activity first, one rule per activity per round, until none is due: an
    /// activity whose stale date and eight-hour limit both passed goes stale, then ends.
    private mutating func fireDueTimers() {
        while true {
            let due = activities.takeDue(at: now)
            if due.isEmpty { break }
            for number in due where !fire(number) { activities.restoreTimer(of: number) }
        }
        updateIsland()
    }

    /// Applies the first rule that is due for one activity; true when one fired.
    private mutating func fire(_ number: Int) -> Bool {
        let activity = activities[number]!
        let deadlinePassed = activities.activeDeadline(activity) <= now
        switch activity.state {
        case .pending where activity.activeFrom <= now:
            transition(number, to: .active)
            emit(.activityActivated(activity: number, reason: .scheduledStart))
            // A scheduled start alerts people when it starts (Apple's documentation,
            // "request(attributes:content:pushType:style:alertConfiguration:start:)", which requires the alert).
            if let alert = activity.startAlert {
                activities.modify(number) { $0.startAlert = nil }
                present(alert, for: number)
            }
        case .active where deadlinePassed, .stale where deadlinePassed:
            finish(number, source: .system, reason: "the 8-hour limit", dismissal: .default)
        case .active where activity.content.staleDate.map { $0 <= now } ?? false:
            transition(number, to: .stale)
            emit(.activityStale(activity: number, staleDate: activity.content.staleDate ?? now))
        case .ended where activity.dismissalDate.map { $0 <= now } ?? false:
            dismiss(number, reason: dismissalReason(activity))
        default:
            return false
        }
        return true
    }

    private func dismissalReason(_ activity: LiveActivity) -> String {
        guard let endedAt = activity.endedAt, let dismissalDate = activity.dismissalDate else { return "removed" }
        if dismissalDate == endedAt { return "removed at the end" }
        if dismissalDate >= endedAt.addingTimeInterval(settings.lockScreenLimit.timeInterval) {
            return "4 hours on the Lock Screen after the end passed"
        }
        return "its dismissal date came"
    }
}
