import Foundation

/// ActivityKit's lifecycle rules: starting, updating and ending an activity, and taking it off the screens
/// (seed 000, "Start the Live Activity", "Update the Live Activity", "End the Live Activity"; seed 001).
extension DeviceState {
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
            lastUpdate: request.timestamp ?? now, lastAlert: nil, startAlert: start == nil ? nil : request.startAlert)
        activities.append(activity)
        emit(.activityStarted(activity, source: source))
        log.outbox.append(.started(typeName: type.name, activityID: activity.id))
        if let token = activity.pushToken { log.outbox.append(.pushToken(activityID: activity.id, token: token)) }
        fireDueTimersAndUpdateIsland()
        return activities[activity.number]!
    }

    /// Why ActivityKit refuses a request, if it does (seed 001, "ActivityAuthorizationError"; the limits are
    /// settings, since Apple publishes no numbers for them).
    private func refusal(for request: ActivityRequest, attributes: JSONValue, state: JSONValue) -> ActivityRequestError? {
        if !settings.liveActivitiesEnabled {
            return ActivityRequestError(.denied, "Live Activities are switched off for the app", remedy: .allowLiveActivities)
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
        let ongoing = activities.ongoingCount
        if ongoing >= settings.maximumActivitiesPerApp {
            return ActivityRequestError(
                .targetMaximumExceeded,
                "the app already has \(ongoing) ongoing \(ongoing == 1 ? "activity" : "activities"), and one app may have \(settings.maximumActivitiesPerApp)",
                remedy: .raiseLimitPerApp)
        }
        let onDevice = ongoing + (settings.otherAppHasActivity ? 1 : 0)
        if onDevice >= settings.maximumActivitiesOnDevice {
            return ActivityRequestError(
                .globalMaximumExceeded,
                "the device already shows \(onDevice) \(onDevice == 1 ? "activity" : "activities") across apps, and it shows at most \(settings.maximumActivitiesOnDevice)",
                remedy: .raiseLimitOnDevice)
        }
        return nil
    }

    // MARK: Updates

    /// Applies new content, or reports why not. Returns whether it was applied.
    @discardableResult
    mutating func update(_ number: Int, with change: ContentChange, source: EventSource) throws(DeviceError) -> Bool {
        guard let activity = activities[number] else { throw .unknownActivity(number, count: activities.count) }
        let validated = try validated(change, for: activity)
        if let reason = reasonToIgnore(activity, action: .update, timestamp: change.timestamp, state: validated) {
            emit(.activityIgnored(activity: number, action: .update, reason: reason, source: source))
            return false
        }
        apply(validated, to: number, timestamp: change.timestamp, source: source)
        if let alert = change.alert { present(alert, for: number) }
        fireDueTimersAndUpdateIsland()
        return true
    }

    @discardableResult
    mutating func end(_ number: Int, with change: ContentChange?, dismissal: DismissalPolicy, source: EventSource) throws(DeviceError) -> Bool {
        guard let activity = activities[number] else { throw .unknownActivity(number, count: activities.count) }
        var validated: LiveActivity.Content?
        if let change { validated = try self.validated(change, for: activity) }
        if let reason = reasonToIgnore(activity, action: .end, timestamp: change?.timestamp, state: validated) {
            emit(.activityIgnored(activity: number, action: .end, reason: reason, source: source))
            return false
        }
        if let validated { apply(validated, to: number, timestamp: change?.timestamp, source: source, reactivates: false) }
        finish(number, source: source, reason: nil, dismissal: dismissal)
        fireDueTimersAndUpdateIsland()
        return true
    }

    private func validated(_ change: ContentChange, for activity: LiveActivity) throws(DeviceError) -> LiveActivity.Content {
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

    /// Updates to an ended or dismissed activity, or older than the last one applied, are ignored (seed 001).
    private func reasonToIgnore(_ activity: LiveActivity, action: IgnoredAction, timestamp: Date?, state: LiveActivity.Content?) -> String? {
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

    /// A date as a field change shows it: ISO 8601, as the event stream writes dates.
    private static func timestamp(_ date: Date) -> JSONValue { .string(Timestamp.iso8601(date)) }

    /// Sets new content; a stale activity becomes active again unless `reactivates` is false, as for the
    /// final content of an end, which goes straight from stale to ended.
    private mutating func apply(_ content: LiveActivity.Content, to number: Int, timestamp: Date?, source: EventSource, reactivates: Bool = true) {
        let before = activities[number]!.content
        var changes = FieldChange.between(before.state, content.state)
        if before.staleDate != content.staleDate {
            changes.append(
                FieldChange(field: "stale-date", from: before.staleDate.map(Self.timestamp), to: content.staleDate.map(Self.timestamp)))
        }
        if before.relevanceScore != content.relevanceScore {
            changes.append(
                FieldChange(
                    field: "relevance-score", from: .number(JSONNumber(before.relevanceScore)),
                    to: .number(JSONNumber(content.relevanceScore))))
        }
        let now = now
        let activity = activities.modify(number) { activity in
            activity.content = content
            activity.lastUpdate = max(activity.lastUpdate, timestamp ?? now)
            return activity
        }
        emit(.activityUpdated(activity: number, state: content.state, changes: changes, source: source))
        log.outbox.append(.content(activityID: activity.id, content: content))
        if reactivates, activity.state == .stale, content.staleDate.map({ $0 > now }) ?? true {
            let reason: Event.ActivationReason = content.staleDate == nil ? .staleDateCleared : .laterStaleDate
            transition(number, to: .active)
            emit(.activityActivated(activity: number, reason: reason))
        }
    }

    /// Shows an update's alert where iOS would: the Lock Screen when locked, else the expanded island, else a
    /// banner (seed 000, "Alert people about updates").
    mutating func present(_ alert: Alert, for number: Int) {
        activities.modify(number) { $0.lastAlert = alert }
        let presentation: AlertPresentation = settings.isLocked ? .lockScreen : settings.hasDynamicIsland ? .expandedIsland : .banner
        emit(.alert(activity: number, alert, presentedAs: presentation))
    }

    /// Ends an activity and schedules its dismissal: at once, at the policy's date, or after at most
    /// four hours (seed 000, "End the Live Activity").
    mutating func finish(_ number: Int, source: EventSource, reason: String?, dismissal: DismissalPolicy) {
        let now = now
        let latest = now.addingTimeInterval(settings.lockScreenLimit.timeInterval)
        let dismissalDate: Date =
            switch dismissal {
            case .default: latest
            case .immediate: now
            case .after(let date): min(max(date, now), latest)
            }
        let activity = activities.modify(number) { activity in
            activity.dismissalDate = activity.state == .pending ? now : dismissalDate
            activity.endedAt = now
            return activity
        }
        transition(number, to: .ended)
        emit(
            .activityEnded(
                activity: number, source: source, reason: reason, dismissal: dismissal, dismissalDate: activity.dismissalDate ?? now))
    }

    mutating func transition(_ number: Int, to state: LifecycleState) {
        let id = activities.modify(number) { activity in
            activity.state = state
            return activity.id
        }
        log.outbox.append(.lifecycle(activityID: id, state: state))
    }

    mutating func dismiss(_ number: Int, reason: String) {
        transition(number, to: .dismissed)
        emit(.activityDismissed(activity: number, reason: reason))
    }
}
