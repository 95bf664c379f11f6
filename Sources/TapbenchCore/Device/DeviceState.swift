import Foundation

/// Everything the simulated device knows, as a value, with the ActivityKit rules as mutating methods.
/// Each method appends the events it caused to `events` and the values that ActivityKit's async
/// sequences must deliver to `outbox`. `Device` wraps it in a lock.
struct DeviceState: Sendable {
    var catalog: AppCatalog
    var now: Date
    var settings: DeviceSettings
    var activities: [LiveActivity] = []
    var island = IslandState.empty
    var events: [Event] = []
    var outbox: [StreamValue] = []
    var identifiers: IdentifierGenerator
    /// Intent runs under way, with the index in `events` where their `intent.performed` goes.
    var openRuns: [Int: Int] = [:]
    /// Runs cut off at their budget or by QA: whatever they do later is dropped.
    var abandonedRuns: Set<Int> = []
    /// Runs to cancel when the virtual clock reaches a date: Ctrl-C, as a transcript records it.
    var runCutOffs: [Int: Date] = [:]
    var runCount = 0
    /// The intent run whose app code is making the current change, so that the events it causes are the run's.
    var currentRun: Int?
    /// Each attributes type's push-to-start token, issued when the app registers the type.
    var pushToStartTokens: [String: String] = [:]
    /// Tokens replaced by a rotation, and the activity each belonged to.
    var retiredTokens: [String: Int] = [:]
    /// When priority-10 pushes arrived, for the hourly budget.
    var urgentPushes: [Date] = []

    init(catalog: AppCatalog, now: Date, settings: DeviceSettings, seed: UInt64) {
        self.catalog = catalog
        self.now = now
        self.settings = settings
        identifiers = IdentifierGenerator(seed: seed)
        for type in catalog.activityTypes { pushToStartTokens[type.name] = identifiers.pushToken() }
        island = computeIsland()
    }

    mutating func emit(_ kind: Event.Kind) {
        events.append(Event(at: now, kind, run: currentRun))
    }

    func index(of number: Int) -> Int? {
        activities.indices.contains(number - 1) ? number - 1 : nil
    }

    // MARK: Requests

    mutating func request(_ request: ActivityRequest, source: EventSource) throws(DeviceError) -> LiveActivity {
        guard let type = catalog.activityType(named: request.typeName) else {
            throw .unknownType(request.typeName, known: catalog.activityTypes.map(\.name))
        }
        let attributes: JSONValue
        let state: JSONValue
        do {
            attributes = try type.validateAttributes(request.attributes, origin: request.origin)
        } catch {
            throw .invalidContent(error, part: .attributes, typeName: type.name)
        }
        do {
            state = try type.validateState(request.content.state, origin: request.origin)
        } catch {
            throw .invalidContent(error, part: .contentState, typeName: type.name)
        }
        if let refusal = refusal(for: request, attributes: attributes, state: state) {
            emit(.activityRejected(typeName: type.name, error: refusal, source: source))
            throw .refused(refusal)
        }
        let start = request.start.flatMap { $0 > now ? $0 : nil }
        let activity = LiveActivity(
            number: activities.count + 1, id: identifiers.uuid(), typeName: type.name, attributes: attributes,
            content: LiveActivity.Content(state: state, staleDate: request.content.staleDate, relevanceScore: request.content.relevanceScore),
            state: start == nil ? .active : .pending, pushType: request.pushType,
            pushToken: request.pushType == .token ? identifiers.pushToken() : nil, style: request.style,
            requestedAt: now, activeFrom: start ?? now, endedAt: nil, dismissalDate: nil,
            lastUpdate: request.timestamp ?? now, lastAlert: nil)
        activities.append(activity)
        emit(.activityStarted(activity, source: source))
        outbox.append(.started(typeName: type.name, activityID: activity.id))
        if let token = activity.pushToken { outbox.append(.pushToken(activityID: activity.id, token: token)) }
        fireDueTimersAndUpdateIsland()
        return activities[activity.number - 1]
    }

    private func refusal(for request: ActivityRequest, attributes: JSONValue, state: JSONValue) -> ActivityRequestError? {
        if !settings.liveActivitiesEnabled {
            return ActivityRequestError(.denied, "Live Activities are switched off for the app (set live-activities on)")
        }
        if (!settings.appInForeground || request.isFromBackground) && !request.allowedInBackground {
            return ActivityRequestError(
                .visibility, "the app is in the background; only a LiveActivityStartingIntent or a push may start an activity now")
        }
        let size = attributes.jsonText.utf8.count + state.jsonText.utf8.count
        if size > settings.dataSizeLimit {
            return ActivityRequestError(
                .attributesTooLarge, "static and dynamic data are \(size) bytes, over the \(settings.dataSizeLimit)-byte limit")
        }
        let ongoing = activities.filter(\.state.isOngoing).count
        if ongoing >= settings.maximumActivitiesPerApp {
            return ActivityRequestError(
                .targetMaximumExceeded,
                "the app already has \(ongoing) ongoing \(ongoing == 1 ? "activity" : "activities"), and one app may have \(settings.maximumActivitiesPerApp) (set max-per-app)")
        }
        let onDevice = ongoing + (settings.otherAppHasActivity ? 1 : 0)
        if onDevice >= settings.maximumActivitiesOnDevice {
            return ActivityRequestError(
                .globalMaximumExceeded,
                "the device already shows \(onDevice) \(onDevice == 1 ? "activity" : "activities") across apps, and it shows at most \(settings.maximumActivitiesOnDevice) (set max-on-device)")
        }
        return nil
    }

    // MARK: Updates

    /// Applies new content, or reports why not. Returns whether it was applied.
    @discardableResult
    mutating func update(_ number: Int, with change: ContentChange, source: EventSource) throws(DeviceError) -> Bool {
        guard let index = index(of: number) else { throw .unknownActivity(number, count: activities.count) }
        let validated = try validated(change, for: index)
        if let reason = reasonToIgnore(index, action: .update, timestamp: change.timestamp, state: validated) {
            emit(.activityIgnored(activity: number, action: .update, reason: reason, source: source))
            return false
        }
        apply(validated, to: index, timestamp: change.timestamp, source: source)
        if let alert = change.alert { present(alert, for: index) }
        fireDueTimersAndUpdateIsland()
        return true
    }

    @discardableResult
    mutating func end(_ number: Int, with change: ContentChange?, dismissal: DismissalPolicy, source: EventSource) throws(DeviceError) -> Bool {
        guard let index = index(of: number) else { throw .unknownActivity(number, count: activities.count) }
        var validated: LiveActivity.Content?
        if let change { validated = try self.validated(change, for: index) }
        if let reason = reasonToIgnore(index, action: .end, timestamp: change?.timestamp, state: validated) {
            emit(.activityIgnored(activity: number, action: .end, reason: reason, source: source))
            return false
        }
        if let validated { apply(validated, to: index, timestamp: change?.timestamp, source: source, reactivates: false) }
        finish(index, source: source, reason: nil, dismissal: dismissal)
        fireDueTimersAndUpdateIsland()
        return true
    }

    private func validated(_ change: ContentChange, for index: Int) throws(DeviceError) -> LiveActivity.Content {
        let activity = activities[index]
        guard let type = catalog.activityType(named: activity.typeName) else {
            throw .unknownType(activity.typeName, known: catalog.activityTypes.map(\.name))
        }
        do {
            let state = try change.state.map { json throws(ContentProblem) in try type.validateState(json, origin: change.origin) } ?? activity.content.state
            return LiveActivity.Content(
                state: state, staleDate: change.staleDate,
                relevanceScore: change.relevanceScore ?? activity.content.relevanceScore)
        } catch {
            throw .invalidContent(error, part: .contentState, typeName: type.name)
        }
    }

    private func reasonToIgnore(_ index: Int, action: IgnoredAction, timestamp: Date?, state: LiveActivity.Content?) -> String? {
        let activity = activities[index]
        switch activity.state {
        case .ended: return "the activity has ended; an \(action.rawValue) after the end is ignored"
        case .dismissed: return "the activity was dismissed; an \(action.rawValue) after dismissal is ignored"
        case .pending, .active, .stale: break
        }
        if let timestamp, timestamp < activity.lastUpdate {
            return "its timestamp \(Timestamp.iso8601(timestamp)) is older than the last update's, \(Timestamp.iso8601(activity.lastUpdate))"
        }
        if let state {
            let size = activity.attributes.jsonText.utf8.count + state.state.jsonText.utf8.count
            if size > settings.dataSizeLimit {
                return "attributesTooLarge: static and dynamic data would be \(size) bytes, over the \(settings.dataSizeLimit)-byte limit"
            }
        }
        return nil
    }

    /// Sets new content; a stale activity becomes active again unless `reactivates` is false, as for the
    /// final content of an end, which goes straight from stale to ended.
    private mutating func apply(_ content: LiveActivity.Content, to index: Int, timestamp: Date?, source: EventSource, reactivates: Bool = true) {
        let before = activities[index].content
        var changes = FieldChange.between(before.state, content.state)
        if before.staleDate != content.staleDate {
            changes.append(
                FieldChange(field: "stale-date", from: before.staleDate.map(Event.date), to: content.staleDate.map(Event.date)))
        }
        if before.relevanceScore != content.relevanceScore {
            changes.append(
                FieldChange(
                    field: "relevance-score", from: .number(JSONNumber(before.relevanceScore)),
                    to: .number(JSONNumber(content.relevanceScore))))
        }
        activities[index].content = content
        activities[index].lastUpdate = max(activities[index].lastUpdate, timestamp ?? now)
        let number = activities[index].number
        emit(.activityUpdated(activity: number, state: content.state, changes: changes, source: source))
        outbox.append(.content(activityID: activities[index].id, content: content))
        if reactivates, activities[index].state == .stale, content.staleDate.map({ $0 > now }) ?? true {
            let reason: Event.ActivationReason = content.staleDate == nil ? .staleDateCleared : .laterStaleDate
            transition(index, to: .active)
            emit(.activityActivated(activity: number, reason: reason))
        }
    }

    mutating func present(_ alert: Alert, for index: Int) {
        activities[index].lastAlert = alert
        let presentation: AlertPresentation = settings.isLocked ? .lockScreen : settings.hasDynamicIsland ? .expandedIsland : .banner
        emit(.alert(activity: activities[index].number, alert, presentedAs: presentation))
    }

    /// Ends an activity and schedules its dismissal: at once, at the policy's date, or after at most
    /// four hours (seed 000, "End the Live Activity").
    private mutating func finish(_ index: Int, source: EventSource, reason: String?, dismissal: DismissalPolicy) {
        let latest = now.addingTimeInterval(settings.lockScreenLimit.timeInterval)
        let wasPending = activities[index].state == .pending
        let dismissalDate: Date =
            switch dismissal {
            case .default: latest
            case .immediate: now
            case .after(let date): min(max(date, now), latest)
            }
        activities[index].endedAt = now
        activities[index].dismissalDate = wasPending ? now : dismissalDate
        transition(index, to: .ended)
        emit(
            .activityEnded(
                activity: activities[index].number, source: source, reason: reason, dismissal: dismissal,
                dismissalDate: activities[index].dismissalDate ?? now))
    }

    private mutating func transition(_ index: Int, to state: LifecycleState) {
        activities[index].state = state
        outbox.append(.lifecycle(activityID: activities[index].id, state: state))
    }

    // MARK: Time

    /// Moves the clock forward, firing every timer that falls due on the way, each at its own time.
    /// `announce` records `clock.advanced`; an intent's simulated latency passes without it.
    mutating func advance(to target: Date, announce: Bool = true) {
        let start = now
        while let (date, _) = nextTimer(), date <= target {
            now = max(now, date)
            fireDueTimers()
        }
        now = max(now, target)
        if announce { emit(.clockAdvanced(from: start, to: target)) }
    }

    /// Fires whatever is due at the current time, after a change that may have made something due.
    mutating func fireDueTimersAndUpdateIsland() {
        fireDueTimers()
        updateIsland()
    }

    /// The earliest moment at which some rule fires, and for which activity.
    func nextTimer() -> (Date, Int)? {
        var best: (Date, Int)?
        for activity in activities {
            let due: Date? =
                switch activity.state {
                case .pending: activity.activeFrom
                case .active:
                    min(activity.content.staleDate ?? .distantFuture, activeDeadline(activity))
                case .stale: activeDeadline(activity)
                case .ended: activity.dismissalDate
                case .dismissed: nil
                }
            if let due, due < (best?.0 ?? .distantFuture) { best = (due, activity.number) }
        }
        return best
    }

    private func activeDeadline(_ activity: LiveActivity) -> Date {
        activity.activeFrom.addingTimeInterval(settings.activeLimit.timeInterval)
    }

    private mutating func fireDueTimers() {
        var fired = true
        while fired {
            fired = false
            for index in activities.indices where fire(index) { fired = true }
        }
        updateIsland()
    }

    /// Applies the first rule that is due for one activity; true when one fired.
    private mutating func fire(_ index: Int) -> Bool {
        let activity = activities[index]
        switch activity.state {
        case .pending where activity.activeFrom <= now:
            transition(index, to: .active)
            emit(.activityActivated(activity: activity.number, reason: .scheduledStart))
        case .active where activeDeadline(activity) <= now, .stale where activeDeadline(activity) <= now:
            finish(index, source: .system, reason: "the 8-hour limit", dismissal: .default)
        case .active where activity.content.staleDate.map { $0 <= now } ?? false:
            transition(index, to: .stale)
            emit(.activityStale(activity: activity.number, staleDate: activity.content.staleDate ?? now))
        case .ended where activity.dismissalDate.map { $0 <= now } ?? false:
            dismiss(index, reason: dismissalReason(activity))
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

    mutating func dismiss(_ index: Int, reason: String) {
        transition(index, to: .dismissed)
        emit(.activityDismissed(activity: activities[index].number, reason: reason))
    }

    // MARK: Settings

    mutating func changeSetting(name: String, value: String, _ apply: (inout DeviceSettings) -> Void) {
        let before = settings
        apply(&settings)
        emit(.settingChanged(name: name, value: value))
        if before.liveActivitiesEnabled != settings.liveActivitiesEnabled {
            outbox.append(.enablement(settings.liveActivitiesEnabled))
            if !settings.liveActivitiesEnabled { removeAllForDisabledSetting() }
        }
        if before.frequentUpdates != settings.frequentUpdates {
            outbox.append(.frequentPushEnablement(settings.frequentUpdates))
        }
        fireDueTimersAndUpdateIsland()
    }

    /// Switching Live Activities off in Settings takes the app's activities off every screen.
    private mutating func removeAllForDisabledSetting() {
        for index in activities.indices where activities[index].state != .dismissed {
            if activities[index].state.isOngoing {
                finish(index, source: .system, reason: "Live Activities were switched off", dismissal: .immediate)
            }
            dismiss(index, reason: "Live Activities were switched off")
        }
    }

    // MARK: Dynamic Island

    /// Who holds the island: the highest relevance among the app's active or stale activities, ties to
    /// the earliest started (seed 000, "Configure the Live Activity").
    func computeIsland() -> IslandState {
        guard settings.hasDynamicIsland else { return .empty }
        let top = topActivity()
        switch (top, settings.otherAppHasActivity) {
        case (nil, false): return .empty
        case (nil, true): return IslandState(presentation: .compact, holder: nil, detached: nil)
        case (let top?, false): return IslandState(presentation: .compact, holder: top.number)
        case (let top?, true): return IslandState(presentation: .minimal, holder: top.number, detached: "another app")
        }
    }

    /// The app's activities on screen, most relevant first: the Lock Screen's order.
    func relevanceOrder(including states: Set<LifecycleState> = [.active, .stale]) -> [LiveActivity] {
        activities.filter { states.contains($0.state) }.sorted(by: Self.isMoreRelevant)
    }

    /// Higher relevance first, then the one that became active first, then the lower number.
    private static func isMoreRelevant(_ a: LiveActivity, than b: LiveActivity) -> Bool {
        if a.content.relevanceScore != b.content.relevanceScore { return a.content.relevanceScore > b.content.relevanceScore }
        if a.activeFrom != b.activeFrom { return a.activeFrom < b.activeFrom }
        return a.number < b.number
    }

    /// The first of `relevanceOrder()`, found without sorting: the island is worked out after every change.
    private func topActivity() -> LiveActivity? {
        activities.lazy.filter { $0.state == .active || $0.state == .stale }.min(by: Self.isMoreRelevant)
    }

    private mutating func updateIsland() {
        let current = computeIsland()
        if current != island {
            island = current
            emit(.islandChanged(current))
        }
    }
}

/// A request to start an activity, as `Activity.request(attributes:content:pushType:start:style:)` makes it.
public struct ActivityRequest: Sendable {
    public var typeName: String
    public var attributes: JSONValue
    public var content: LiveActivity.Content
    public var pushType: PushType?
    public var start: Date?
    public var style: ActivityStyle
    /// A `LiveActivityStartingIntent` or a push-to-start may start activities from the background.
    public var allowedInBackground: Bool
    /// The caller runs in the background whatever the app's state, as an intent from a Live Activity does.
    public var isFromBackground: Bool
    public var timestamp: Date?
    /// Where the attributes and the content state come from, which decides how they are checked.
    public var origin: ContentOrigin

    public init(
        typeName: String, attributes: JSONValue, content: LiveActivity.Content, pushType: PushType? = nil,
        start: Date? = nil, style: ActivityStyle = .standard, allowedInBackground: Bool = false, isFromBackground: Bool = false,
        timestamp: Date? = nil, origin: ContentOrigin = .json
    ) {
        self.origin = origin
        self.typeName = typeName
        self.attributes = attributes
        self.content = content
        self.pushType = pushType
        self.start = start
        self.style = style
        self.allowedInBackground = allowedInBackground
        self.isFromBackground = isFromBackground
        self.timestamp = timestamp
    }
}

/// New content for an update or an end. A nil `state` keeps the current content state.
public struct ContentChange: Sendable {
    public var state: JSONValue?
    /// The new stale date; nil clears it, as `ActivityContent(state:staleDate: nil)` does.
    public var staleDate: Date?
    /// The new relevance; nil keeps the current one.
    public var relevanceScore: Double?
    public var alert: Alert?
    /// When the update was made; older than the last applied one means ignored. Nil means now.
    public var timestamp: Date?
    /// Where `state` comes from, which decides how it is checked.
    public var origin: ContentOrigin

    public init(
        state: JSONValue?, staleDate: Date? = nil, relevanceScore: Double? = nil, alert: Alert? = nil, timestamp: Date? = nil,
        origin: ContentOrigin = .json
    ) {
        self.origin = origin
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.timestamp = timestamp
    }
}

/// Values for ActivityKit's async sequences, delivered after the device's lock is released.
enum StreamValue: Sendable {
    case lifecycle(activityID: String, state: LifecycleState)
    case content(activityID: String, content: LiveActivity.Content)
    case pushToken(activityID: String, token: String)
    case started(typeName: String, activityID: String)
    case pushToStartToken(typeName: String, token: String)
    case enablement(Bool)
    case frequentPushEnablement(Bool)
}
