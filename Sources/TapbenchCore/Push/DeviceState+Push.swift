import Foundation

/// What a push did, for `push.accepted`.
public struct PushReceipt: Sendable, Hashable {
    public let event: PushPayload.Event
    /// The activities it reached; for a start, the new one.
    public let activities: [Int]
    /// `token 1a2b3c4d…`, `channel scores`, or `push-to-start DeliveryAttributes`.
    public let target: String
    public let priority: Int
    /// Accepted, but worth knowing: keys iOS ignores, a `Date` that reads decades ahead, no final content.
    public let warnings: [String]
}

extension DeviceState {
    /// Delivers a push as APNs and then iOS would: refused with an HTTP error, dropped without a word, or
    /// applied. Every outcome is recorded: `push.rejected` with the precise reason, or `push.accepted`
    /// followed by what it changed.
    mutating func push(_ request: PushRequest) {
        var touched: [Int] = []
        span { state in
            do throws(PushProblem) {
                return .pushAccepted(try state.deliver(request, touched: &touched))
            } catch {
                return .pushRejected(error, activities: touched)
            }
        }
        fireDueTimersAndUpdateIsland()
    }

    /// Runs `body` and records the event it returns, then the events it caused: a push's verdict heads what the
    /// push changed, though the verdict is known only once the changes are made.
    private mutating func span(_ body: (inout DeviceState) -> Event.Kind) {
        log.openPush()
        let head = body(&self)
        log.closePush(verdict: Event(at: now, head, run: log.currentRun))
    }

    private mutating func deliver(_ request: PushRequest, touched: inout [Int]) throws(PushProblem) -> PushReceipt {
        try checkHeaders(request)
        let payload = try PushPayload.parse(request.payload)
        if case .token(let token) = request.target { try checkKnown(token) }
        if let bundle = payload.simulatorBundle, bundle != catalog.bundleIdentifier {
            throw PushProblem(
                .device, "simulator-bundle", "the .apns file targets \(bundle), not the app under test (\(catalog.bundleIdentifier))")
        }
        if payload.event == .start { return try start(payload, request, touched: &touched) }
        let targets = try recipients(of: request, event: payload.event)
        touched = targets
        var warnings = noticed(payload)
        let alert = payload.alert.flatMap { $0.isSilent ? nil : $0 }
        if alert == nil, payload.alert != nil {
            // Apple Developer Forums, "What is the purpose of the `alert` field for live activities payloads?": an
            // alert with no text or sound is a silent notification, whose behaviour is undefined. Modelling choice:
            // the content is applied, with no alert.
            warnings.append("aps.alert has no title, body or sound; iOS alerts no one, and the update is applied silently")
        }
        var accepted: [(number: Int, content: LiveActivity.Content?)] = []
        var refusals: [(number: Int, problem: PushProblem)] = []
        for number in targets {
            let activity = activities[number]!
            var problems: [PushProblem] = []
            var content: LiveActivity.Content?
            do {
                content = try decodedContent(payload, for: activity, warnings: &warnings)
            } catch {
                problems.append(error)
            }
            if let content, let problem = sizeProblem(content, of: activity) { problems.append(problem) }
            problems += timestampProblems(payload.timestamp, lastUpdate: activity.lastUpdate, number: activity.number)
            if !activity.state.isOngoing {
                problems.append(PushProblem(.device, "ended", "#\(activity.number) has ended; pushes to it are ignored"))
            }
            if let problem = PushProblem.first(of: problems) {
                refusals.append((activity.number, problem))
            } else {
                accepted.append((number, content))
            }
        }
        guard !accepted.isEmpty, let timestamp = payload.timestamp else { throw refusals[0].problem }
        warnings += refusals.map { "#\($0.number) skipped: \($0.problem.message)" }
        if request.priority == 10 { try drawOnBudget() }
        for (number, content) in accepted {
            let change = content.map { content in
                ContentChange(
                    state: content.state, staleDate: content.staleDate, relevanceScore: content.relevanceScore, alert: alert,
                    timestamp: timestamp, origin: .canonical)
            }
            if change == nil { warnings.append("no content-state: #\(number) ends showing its last content") }
            if payload.event == .update, let change {
                _ = try? update(number, with: change, source: .push)
            } else {
                _ = try? end(number, with: change, dismissal: dismissal(payload.dismissalDate), source: .push)
            }
        }
        return PushReceipt(
            event: payload.event, activities: accepted.map(\.number), target: describe(request.target),
            priority: request.priority, warnings: warnings)
    }

    /// What any push is accepted with: the keys iOS ignores, and dates that read as milliseconds.
    private func noticed(_ payload: PushPayload) -> [String] {
        payload.notes + EpochLint.millisecondWarnings(in: payload, now: now)
    }

    /// An update's content and the activity's attributes together may be at most the data size limit (seed 000;
    /// Apple's documentation, "Displaying live data with Live Activities": 4 KB): a push whose content is larger is
    /// dropped for that activity, as an app's own update is refused, however large a broadcast's payload may be.
    private func sizeProblem(_ content: LiveActivity.Content, of activity: LiveActivity) -> PushProblem? {
        let size = activity.attributes.jsonText.utf8.count + content.state.jsonText.utf8.count
        guard size > settings.dataSizeLimit else { return nil }
        return PushProblem(
            .device, "content-too-large",
            "#\(activity.number)'s static and dynamic data would be \(size) bytes, over the \(settings.dataSizeLimit)-byte limit")
    }

    /// `timestamp` must be there (seeds 001 and 002 send it with every push), and an update older than the last
    /// one applied is ignored (Apple's documentation, "Starting and updating Live Activities with ActivityKit push
    /// notifications"). A timestamp ahead of the device's clock is applied: no source says otherwise.
    private func timestampProblems(_ timestamp: Date?, lastUpdate: Date?, number: Int?) -> [PushProblem] {
        guard let timestamp else {
            return [PushProblem(.device, "missing-timestamp", "aps.timestamp is missing; ActivityKit needs it to put updates in order")]
        }
        if let lastUpdate, let number, timestamp < lastUpdate {
            return [
                PushProblem(
                    .device, "stale-timestamp",
                    "aps.timestamp \(Timestamp.iso8601(timestamp)) is older than #\(number)'s last update (\(Timestamp.iso8601(lastUpdate))); iOS keeps the newer content")
            ]
        }
        return []
    }

    private func checkHeaders(_ request: PushRequest) throws(PushProblem) {
        if request.payload.isEmpty {
            throw PushProblem(.apns, "payload-empty", "the payload is empty; send a JSON object with an aps dictionary", status: "400 PayloadEmpty")
        }
        if request.payload.count > request.sizeLimit {
            let kind = request.sizeLimit == PushRequest.maximumSize ? "a Live Activity's" : "a broadcast's"
            throw PushProblem(
                .apns, "payload-too-large",
                "the payload is \(request.payload.count) bytes; \(kind) may be at most \(request.sizeLimit)",
                status: "413 PayloadTooLarge")
        }
        if let problem = request.headerProblem() { throw problem }
        if request.pushType != "liveactivity" {
            throw PushProblem(
                .apns, "push-type", "apns-push-type is '\(request.pushType)'; a Live Activity's push must say liveactivity",
                status: "400 InvalidPushType")
        }
        if request.priority != 5 && request.priority != 10 {
            throw PushProblem(.apns, "priority", "apns-priority is \(request.priority); use 10 (now) or 5 (when convenient)", status: "400 BadPriority")
        }
        let expected = catalog.bundleIdentifier + ".push-type.liveactivity"
        if let topic = request.topic, topic != expected {
            let why = topic.hasSuffix(".push-type.liveactivity") ? "is not this app's" : "lacks the .push-type.liveactivity suffix"
            throw PushProblem(.apns, "topic", "apns-topic '\(topic)' \(why) — send \(expected)", status: "400 DeviceTokenNotForTopic")
        }
    }

    /// APNs knows only tokens the device issued, and refuses a retired one.
    private func checkKnown(_ token: String) throws(PushProblem) {
        if activities.activity(holdingToken: token) != nil || pushes.pushToStartTokens.values.contains(token) { return }
        if let retired = pushes.retiredTokens[token] {
            throw PushProblem(.apns, "bad-token", "the token was replaced when #\(retired)'s token rotated", status: "400 BadDeviceToken")
        }
        throw PushProblem(.apns, "bad-token", "no activity and no push-to-start token has the token \(token.prefix(8))…", status: "400 BadDeviceToken")
    }

    /// The numbers of the activities an update or end reaches.
    private func recipients(of request: PushRequest, event: PushPayload.Event) throws(PushProblem) -> [Int] {
        switch request.target {
        case .token(let token):
            if let activity = activities.activity(holdingToken: token) {
                if activity.state == .dismissed {
                    throw PushProblem(
                        .apns, "unregistered", "the token belongs to #\(activity.number), which was dismissed; it no longer works",
                        status: "410 Unregistered")
                }
                return [activity.number]
            }
            let type = pushes.typeName(ofPushToStartToken: token) ?? "a type"
            throw PushProblem(.device, "push-to-start-token", "an \(event.rawValue) went to \(type)'s push-to-start token; send it to the activity's own token")
        case .channel(let channel):
            let subscribers = activities.subscribers(of: channel).map(\.number)
            guard !subscribers.isEmpty else {
                throw PushProblem(.device, "no-subscribers", "no activity subscribes to channel '\(channel)'", remedy: .subscribe(channel: channel))
            }
            return subscribers
        case .automatic:
            guard let holder = activities.newestTokenHolder else {
                if let dismissed = activities.all.last(where: { $0.pushToken != nil }) {
                    throw PushProblem(
                        .apns, "unregistered", "the newest activity with a push token, #\(dismissed.number), was dismissed; its token no longer works",
                        status: "410 Unregistered")
                }
                throw PushProblem(.device, "no-target", "no activity has a push token", remedy: .startWithPushToken)
            }
            return [holder.number]
        }
    }

    /// The content a push carries, decoded through the activity's `ContentState`; nil for an end without any.
    private func decodedContent(_ payload: PushPayload, for activity: LiveActivity, warnings: inout [String]) throws(PushProblem) -> LiveActivity.Content? {
        guard let state = payload.contentState else {
            if payload.event == .end { return nil }
            throw PushProblem(.device, "missing-content-state", "\(payload.missing("content-state")); an update needs the whole ContentState")
        }
        guard let type = catalog.activityType(named: activity.typeName) else {
            throw PushProblem(.device, "unknown-type", "\(activity.typeName) is not registered")
        }
        let canonical = try decode(state, with: type, warnings: &warnings)
        return LiveActivity.Content(
            state: canonical, staleDate: payload.staleDate, relevanceScore: payload.relevanceScore ?? activity.content.relevanceScore)
    }

    /// Decodes `content-state` as iOS does; notes keys written twice, keys the decoder skips and `Date`s that
    /// read as Unix time.
    private func decode(_ state: JSONValue, with type: ActivityType, warnings: inout [String]) throws(PushProblem) -> JSONValue {
        let canonical: JSONValue
        do {
            canonical = try type.validateState(state)
        } catch {
            throw PushProblem(.device, "content-state", error.description(under: "content-state"))
        }
        warnings += Self.duplicateKeyWarnings(in: state, root: "content-state")
        for path in state.keyPaths(missingFrom: canonical) {
            warnings.append("content-state.\(path.joined(separator: ".")) is not a field of \(type.name).ContentState; the decoder ignores it")
        }
        warnings += EpochLint.warnings(in: state, schema: type.stateSchema, root: "content-state", now: now)
        return canonical
    }

    private mutating func start(_ payload: PushPayload, _ request: PushRequest, touched: inout [Int]) throws(PushProblem) -> PushReceipt {
        if case .channel = request.target {
            throw PushProblem(.device, "channel-start", "a broadcast channel may update or end activities, never start one")
        }
        guard let typeName = payload.attributesType else {
            throw PushProblem(.device, "missing-attributes-type", "a start needs aps.attributes-type, the Swift type's exact name")
        }
        guard let type = catalog.activityTypes.first(where: { $0.name == typeName }) else {
            let names = catalog.activityTypes.map(\.name)
            let suggestion = Suggestion.closest(to: typeName, among: names).map { " — did you mean \($0)?" } ?? ""
            throw PushProblem(
                .device, "unknown-attributes-type",
                "aps.attributes-type \"\(typeName)\" is not a registered type\(suggestion) (registered: \(names.joined(separator: ", ")))")
        }
        if case .token(let token) = request.target, token != pushes.pushToStartTokens[type.name] {
            throw PushProblem(.device, "not-push-to-start-token", "a start must go to \(type.name)'s push-to-start token")
        }
        var problems: [PushProblem] = []
        var warnings = noticed(payload)
        var validAttributes: JSONValue?
        var validState: JSONValue?
        if let attributes = payload.attributes {
            do {
                validAttributes = try type.validateAttributes(attributes)
                warnings += Self.duplicateKeyWarnings(in: attributes, root: "attributes")
            } catch {
                problems.append(PushProblem(.device, "attributes", error.description(under: "attributes")))
            }
        } else {
            problems.append(PushProblem(.device, "missing-attributes", "a start needs aps.attributes"))
        }
        if let state = payload.contentState {
            do {
                validState = try decode(state, with: type, warnings: &warnings)
            } catch {
                problems.append(error)
            }
        } else {
            problems.append(PushProblem(.device, "missing-content-state", "a start needs aps.content-state"))
        }
        if payload.alert == nil {
            problems.append(PushProblem(.device, "missing-alert", "a push-to-start payload needs an alert; without one iOS does not start the activity"))
        } else if payload.alert?.isSilent == true {
            // Apple Developer Forums, "What is the purpose of the `alert` field for live activities payloads?": the
            // alert is required for a start, and its content matters; without text or sound it is a silent notification.
            problems.append(
                PushProblem(
                    .device, "silent-alert", "aps.alert has no title, body or sound; a start needs an alert people can see, so iOS does not start the activity"))
        }
        problems += timestampProblems(payload.timestamp, lastUpdate: nil, number: nil)
        if let problem = PushProblem.first(of: problems) { throw problem }
        guard let validAttributes, let validState else { throw PushProblem(.device, "start-refused", "the payload is incomplete") }
        let content = LiveActivity.Content(state: validState, staleDate: payload.staleDate, relevanceScore: payload.relevanceScore ?? 0)
        let activity: LiveActivity
        do {
            activity = try self.request(
                ActivityRequest(
                    typeName: type.name, attributes: validAttributes, content: content, pushType: payload.requestedPushType,
                    allowedInBackground: true, isFromBackground: true, timestamp: payload.timestamp, origin: .canonical),
                source: .push)
        } catch {
            let remedy: Remedy? = if case .refused(let refusal) = error { refusal.remedy } else { nil }
            throw PushProblem(.device, "start-refused", "the device would not start it: \(error)", remedy: remedy)
        }
        touched = [activity.number]
        if let alert = payload.alert {
            present(alert, for: activity.number)
        }
        return PushReceipt(
            event: .start, activities: [activity.number], target: "push-to-start \(type.name)", priority: request.priority, warnings: warnings)
    }

    /// A key written twice in one object is ambiguous: JSON leaves it open, and iOS's `JSONDecoder` keeps
    /// the first (swift-foundation's `JSONDecoder`, "we'll use the first one we saw").
    private static func duplicateKeyWarnings(in json: JSONValue, root: String) -> [String] {
        json.duplicateKeys().map { duplicate in
            "\(([root] + duplicate.path).joined(separator: ".")) is written more than once; iOS's JSONDecoder keeps the first, "
                + "\(duplicate.kept.jsonText) — send each key once"
        }
    }

    /// `dismissal-date`: in the past, at once; otherwise at that date, capped at four hours after the end.
    private func dismissal(_ date: Date?) -> DismissalPolicy {
        guard let date else { return .default }
        return date <= now ? .immediate : .after(date)
    }

    /// Priority-10 pushes draw on an hourly budget; `NSSupportsLiveActivitiesFrequentUpdates` raises it.
    private mutating func drawOnBudget() throws(PushProblem) {
        let budget = settings.pushBudget
        if let spent = pushes.drawOnBudget(at: now, budget: budget) {
            throw PushProblem(
                .device, "throttled", "throttled: \(spent) priority-10 pushes in the last hour use up the budget of \(budget)",
                remedy: .sendLowPriority(frequentUpdatesOff: !settings.frequentUpdates))
        }
    }

    private func describe(_ target: PushRequest.Target) -> String {
        switch target {
        case .token(let token): "token \(token.prefix(8))…"
        case .channel(let channel): "channel \(channel)"
        case .automatic: "the newest activity's token"
        }
    }
}
