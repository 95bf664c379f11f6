import Foundation
import HeapModule

/// The app's Live Activities, numbered in start order, with what the device asks of them after every command kept
/// up to date as they change: when the next timer fires, which running activity is most relevant, how many are
/// ongoing, and who holds a token or a channel. So one command costs the same whether the device holds one activity
/// or a thousand, and a dismissed activity, kept for its number, costs nothing more.
///
/// Every change goes through `append(_:)` or `modify(_:_:)`, which keep the indexes true.
struct ActivityStore: Sendable {
    /// Every activity the app started, dismissed ones included, at `number - 1`.
    private(set) var all: [LiveActivity] = []
    /// Pending, active or stale: what counts against the limits.
    private(set) var ongoingCount = 0
    /// Active or stale, most relevant first: the Lock Screen's order of running activities, whose first holds the
    /// Dynamic Island.
    private(set) var running: [Int] = []
    /// Ended and still on the Lock Screen, in start order.
    private(set) var ended: [Int] = []
    /// Not dismissed (pending, running or ended), in start order.
    private var present: [Int] = []
    /// Each activity's next timer, and earlier readings of it that a change replaced; those leave the heap when
    /// they reach its top, so its top is always a live timer.
    private var timers = Heap<Timer>()
    /// How long an activity may run (`DeviceSettings.activeLimit`): it sets the timer of the eight-hour limit.
    private(set) var activeLimit: Duration
    private var numbersByID: [String: Int] = [:]
    /// Every token an activity holds now, dismissed ones included, since APNs answers those differently.
    private var numbersByToken: [String: Int] = [:]
    /// Subscribers of each broadcast channel that are not yet dismissed, in start order.
    private var channelSubscribers: [String: [Int]] = [:]
    /// Activities not yet dismissed that hold a push token, in start order.
    private var tokenHolders: [Int] = []

    init(activeLimit: Duration) {
        self.activeLimit = activeLimit
    }

    /// A timer: when an activity's next lifecycle rule is due.
    private struct Timer: Comparable, Hashable, Sendable, Codable {
        let due: Date
        let number: Int

        static func < (a: Timer, b: Timer) -> Bool { (a.due, a.number) < (b.due, b.number) }
    }

    // MARK: Reading

    var count: Int { all.count }

    subscript(number: Int) -> LiveActivity? {
        all.indices.contains(number - 1) ? all[number - 1] : nil
    }

    func activity(id: String) -> LiveActivity? {
        numbersByID[id].map { all[$0 - 1] }
    }

    /// The activity holding `token` now, dismissed or not.
    func activity(holdingToken token: String) -> LiveActivity? {
        numbersByToken[token].map { all[$0 - 1] }
    }

    /// The activities subscribed to `channel` that are not dismissed, in start order.
    func subscribers(of channel: String) -> [LiveActivity] {
        (channelSubscribers[channel] ?? []).map { all[$0 - 1] }
    }

    /// The newest activity not dismissed that holds a push token.
    var newestTokenHolder: LiveActivity? {
        tokenHolders.last.map { all[$0 - 1] }
    }

    /// The earliest timer, and whose it is.
    var nextTimer: (date: Date, number: Int)? {
        timers.min.map { ($0.due, $0.number) }
    }

    /// The activities on the Lock Screen, most relevant first: running ones by relevance, then ended ones by
    /// relevance (the Lock Screen sorts all of them together).
    func lockScreenOrder() -> [LiveActivity] {
        (running + ended).map { all[$0 - 1] }.sorted(by: Self.isMoreRelevant)
    }

    /// The activities not dismissed, pending, running or ended, in start order.
    func presentActivities() -> [LiveActivity] {
        present.map { all[$0 - 1] }
    }

    /// The running activities, most relevant first.
    func runningByRelevance() -> [LiveActivity] {
        running.map { all[$0 - 1] }
    }

    /// Higher relevance first, then the one that became active first, then the lower number (seed 000,
    /// "Configure the Live Activity": the highest relevance score holds the island; Apple's documentation,
    /// "relevanceScore": with the same score, "the system displays the Live Activity that started first").
    static func isMoreRelevant(_ a: LiveActivity, than b: LiveActivity) -> Bool {
        if a.content.relevanceScore != b.content.relevanceScore { return a.content.relevanceScore > b.content.relevanceScore }
        if a.activeFrom != b.activeFrom { return a.activeFrom < b.activeFrom }
        return a.number < b.number
    }

    /// When the next rule is due for an activity: its scheduled start, its stale date or the eight-hour limit,
    /// or its dismissal.
    func due(_ activity: LiveActivity) -> Date? {
        switch activity.state {
        case .pending: activity.activeFrom
        // No stale date means none, not `Date.distantFuture`: the clock goes past 4001, where that date is.
        case .active: activity.content.staleDate.map { min($0, activeDeadline(activity)) } ?? activeDeadline(activity)
        case .stale: activeDeadline(activity)
        case .ended: activity.dismissalDate
        case .dismissed: nil
        }
    }

    func activeDeadline(_ activity: LiveActivity) -> Date {
        activity.activeFrom.addingTimeInterval(activeLimit.timeInterval)
    }

    // MARK: Changing

    /// Adds a new activity; its number must be the next one.
    mutating func append(_ activity: LiveActivity) {
        precondition(activity.number == all.count + 1, "activities are numbered in start order")
        all.append(activity)
        numbersByID[activity.id] = activity.number
        if case .channel(let channel)? = activity.pushType { channelSubscribers[channel, default: []].append(activity.number) }
        reindex(from: nil, to: activity)
    }

    /// Changes one activity and brings the indexes up to date.
    @discardableResult
    mutating func modify<Value>(_ number: Int, _ body: (inout LiveActivity) -> Value) -> Value {
        let before = all[number - 1]
        let value = body(&all[number - 1])
        reindex(from: before, to: all[number - 1])
        return value
    }

    /// Takes the timers due at `now` off the heap and returns whose they are, lowest number first, each once.
    /// The caller fires them; an activity whose rule did not fire gets its timer back with `restoreTimer(of:)`.
    mutating func takeDue(at now: Date) -> [Int] {
        var numbers: Set<Int> = []
        while let top = timers.min, top.due <= now {
            timers.removeMin()
            if due(all[top.number - 1]) == top.due { numbers.insert(top.number) }
        }
        dropReplacedTimers()
        return numbers.sorted()
    }

    /// Puts back the timer of an activity that `takeDue` returned and that did not change.
    mutating func restoreTimer(of number: Int) {
        if let due = due(all[number - 1]) { schedule(Timer(due: due, number: number)) }
    }

    /// Changes the eight-hour limit, which moves every running activity's timer.
    mutating func setActiveLimit(_ limit: Duration) {
        guard limit != activeLimit else { return }
        activeLimit = limit
        timers = Heap(all.compactMap { activity in due(activity).map { Timer(due: $0, number: activity.number) } })
    }

    // MARK: Indexes

    /// Moves one activity in each index from where its old state put it (nowhere, for a new one) to where its new
    /// state puts it, touching only the indexes whose key changed.
    private mutating func reindex(from before: LiveActivity?, to after: LiveActivity) {
        let number = after.number
        if before?.state.isOngoing ?? false { ongoingCount -= 1 }
        if after.state.isOngoing { ongoingCount += 1 }

        let wasRunning = before.map(Self.isRunning) ?? false
        let movedInRunning =
            wasRunning != Self.isRunning(after)
            || (wasRunning && (before?.content.relevanceScore != after.content.relevanceScore || before?.activeFrom != after.activeFrom))
        if movedInRunning {
            if wasRunning { running.remove(at: position(of: number, relevance: before!, in: running)) }
            if Self.isRunning(after) { running.insert(number, at: position(of: number, relevance: after, in: running)) }
        }

        if (before?.state == .ended) != (after.state == .ended) {
            if after.state == .ended {
                ended.insert(number, at: ended.partitioningIndex { $0 > number })
            } else {
                ended.remove(at: ended.partitioningIndex { $0 >= number })
            }
        }

        if (before.map { $0.state != .dismissed } ?? false) != (after.state != .dismissed) {
            if after.state != .dismissed {
                present.insert(number, at: present.partitioningIndex { $0 > number })
            } else {
                present.remove(at: present.partitioningIndex { $0 >= number })
            }
        }

        if before?.pushToken != after.pushToken {
            if let old = before?.pushToken { numbersByToken[old] = nil }
            if let new = after.pushToken { numbersByToken[new] = number }
        }
        let heldToken = before.map(Self.holdsToken) ?? false
        if heldToken != Self.holdsToken(after) {
            if heldToken {
                tokenHolders.remove(at: tokenHolders.partitioningIndex { $0 >= number })
            } else {
                tokenHolders.insert(number, at: tokenHolders.partitioningIndex { $0 > number })
            }
        }

        if before?.state != .dismissed, after.state == .dismissed, case .channel(let channel)? = after.pushType {
            channelSubscribers[channel]?.removeAll { $0 == number }
            if channelSubscribers[channel]?.isEmpty == true { channelSubscribers[channel] = nil }
        }

        // A replaced timer stays in the heap until it reaches the top, where `dropReplacedTimers` finds it stale.
        let dueAfter = due(after)
        if let dueAfter, before.flatMap(due) != dueAfter { schedule(Timer(due: dueAfter, number: number)) }
        if dueAfter == nil { dropReplacedTimers() }
    }

    private static func isRunning(_ activity: LiveActivity) -> Bool { activity.state == .active || activity.state == .stale }

    private static func holdsToken(_ activity: LiveActivity) -> Bool { activity.state != .dismissed && activity.pushToken != nil }

    /// Where activity `number`, ranked by `relevance`'s score and start, stands or would stand among `numbers`
    /// sorted most relevant first.
    private func position(of number: Int, relevance: LiveActivity, in numbers: [Int]) -> Int {
        numbers.partitioningIndex { $0 == number || !Self.isMoreRelevant(all[$0 - 1], than: relevance) }
    }

    private mutating func schedule(_ timer: Timer) {
        timers.insert(timer)
        dropReplacedTimers()
        // Replaced readings behind a live top pile up while one activity is updated often; keep only live ones
        // once they outnumber them.
        if timers.count > 2 * (ongoingCount + ended.count) + 64 {
            timers = Heap(Set(timers.unordered.filter { due(all[$0.number - 1]) == $0.due }))
        }
    }

    /// Removes readings that a change replaced from the top of the heap, so that its top is a live timer.
    private mutating func dropReplacedTimers() {
        while let top = timers.min, due(all[top.number - 1]) != top.due { timers.removeMin() }
    }
}

extension Array {
    /// The index of the first element for which `belongsAfter` is true, in an array where it is false for a
    /// prefix and true for the rest.
    fileprivate func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// In a device snapshot every index as it stands, the timers' heap as its elements.
extension ActivityStore: Codable {
    private enum CodingKeys: String, CodingKey {
        case all, ongoingCount, running, ended, present, timers, activeLimit, numbersByID, numbersByToken, channelSubscribers, tokenHolders
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        all = try container.decode([LiveActivity].self, forKey: .all)
        ongoingCount = try container.decode(Int.self, forKey: .ongoingCount)
        running = try container.decode([Int].self, forKey: .running)
        ended = try container.decode([Int].self, forKey: .ended)
        present = try container.decode([Int].self, forKey: .present)
        timers = Heap(try container.decode([Timer].self, forKey: .timers))
        activeLimit = try container.decode(Duration.self, forKey: .activeLimit)
        numbersByID = try container.decode([String: Int].self, forKey: .numbersByID)
        numbersByToken = try container.decode([String: Int].self, forKey: .numbersByToken)
        channelSubscribers = try container.decode([String: [Int]].self, forKey: .channelSubscribers)
        tokenHolders = try container.decode([Int].self, forKey: .tokenHolders)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(all, forKey: .all)
        try container.encode(ongoingCount, forKey: .ongoingCount)
        try container.encode(running, forKey: .running)
        try container.encode(ended, forKey: .ended)
        try container.encode(present, forKey: .present)
        try container.encode(Array(timers.unordered), forKey: .timers)
        try container.encode(activeLimit, forKey: .activeLimit)
        try container.encode(numbersByID, forKey: .numbersByID)
        try container.encode(numbersByToken, forKey: .numbersByToken)
        try container.encode(channelSubscribers, forKey: .channelSubscribers)
        try container.encode(tokenHolders, forKey: .tokenHolders)
    }
}
