import Foundation
import TapbenchCore

/// Renders events as the one-line short forms QA scan at the REPL and read in transcripts:
///
/// ```
/// 01:00:00  #1 Delivery started (active), stale at 01:15:00
/// 01:00:00  #1 updated: step: preparing → onTheWay
/// ```
public struct EventRenderer: Sendable {
    /// Times on this UTC day print as `01:15:00`; later days add the date.
    public let day: Date
    /// Full JSON states instead of the changed fields only.
    public var verbose: Bool

    public init(day: Date, verbose: Bool = false) {
        self.day = day
        self.verbose = verbose
    }

    /// The lines for one command's events. What an intent's `perform()` caused is indented under its
    /// `intent.performed` line. `schemas` gives the content-state schema of the activities named, so
    /// that a `Date` field's change reads as times.
    public func lines(_ events: [Event], schemas: [Int: Schema] = [:]) -> [String] {
        events.flatMap { event -> [String] in
            let isEffect: Bool
            if case .intentPerformed = event.kind { isEffect = false } else { isEffect = event.run != nil }
            return lines(event, indent: isEffect ? "  " : "", schema: event.activity.flatMap { schemas[$0] })
        }
    }

    public func lines(_ event: Event, indent: String = "", schema: Schema? = nil) -> [String] {
        var lines = ["\(time(event.at))  \(indent)\(describe(event, schema: schema))"]
        if case .pushAccepted(let receipt) = event.kind {
            lines += receipt.warnings.map { "          \(indent)warning: \($0)" }
        }
        if case .pushRejected(let problem, _) = event.kind {
            lines += problem.also.map { "          \(indent)also: \($0)" }
        }
        if verbose, let state = verboseState(event) { lines.append("          \(indent)state: \(state.jsonText)") }
        return lines
    }

    /// The time as the REPL shows it: `01:15:00`, or `2026-04-26 01:15:00` on a later day; a date beyond
    /// the years ISO 8601 writes as its raw seconds.
    public func time(_ date: Date) -> String {
        guard Timestamp.showable.contains(date) else { return Timestamp.iso8601(date) }
        let calendarDay = { (date: Date) in (date.timeIntervalSince1970 / 86_400).rounded(.down) }
        if calendarDay(date) == calendarDay(day) { return Timestamp.timeOfDay(date) }
        let iso = Timestamp.iso8601(date)
        return String(iso.prefix(10)) + " " + Timestamp.timeOfDay(date)
    }

    private func verboseState(_ event: Event) -> JSONValue? {
        switch event.kind {
        case .activityStarted(let activity, _): activity.content.state
        case .activityUpdated(_, let state, _, _): state
        default: nil
        }
    }

    /// One event as a sentence, without its time.
    public func describe(_ event: Event, schema: Schema? = nil) -> String {
        switch event.kind {
        case .activityStarted(let activity, let source):
            var parts = ["#\(activity.number) \(shortName(activity.typeName)) started (\(activity.state.rawValue))"]
            if activity.state == .pending { parts.append("starts at \(time(activity.activeFrom))") }
            if let stale = activity.content.staleDate { parts.append("stale at \(time(stale))") }
            if activity.content.relevanceScore != 0 { parts.append("relevance \(number(activity.content.relevanceScore))") }
            if activity.pushType != nil { parts.append("push \(pushDescription(activity))") }
            if activity.style == .transient { parts.append("transient") }
            return parts.joined(separator: ", ") + by(source)
        case .activityRejected(let typeName, let error, let source):
            return "\(shortName(typeName)) rejected: \(error.code.rawValue) — \(error.messageAndRemedy)" + by(source)
        case .activityUpdated(let activity, _, let changes, let source):
            let summary = changes.isEmpty ? "no changes" : changes.map { describe($0, schema: schema) }.joined(separator: ", ")
            return "#\(activity) updated: \(summary)" + by(source)
        case .activityActivated(let activity, let reason):
            switch reason {
            case .scheduledStart: return "#\(activity) active: its scheduled start came"
            case .laterStaleDate: return "#\(activity) active again: the update set a later stale date"
            case .staleDateCleared: return "#\(activity) active again: the update cleared the stale date"
            }
        case .activityStale(let activity, let staleDate):
            return "#\(activity) stale: its stale date \(time(staleDate)) passed"
        case .activityEnded(let activity, let source, let reason, let dismissal, let dismissalDate):
            let cause = reason.map { " (\($0))" } ?? ""
            let stay: String =
                switch dismissal {
                case .immediate: "dismissal immediate"
                case .default: "stays on the Lock Screen until \(time(dismissalDate)) (default policy)"
                case .after(let requested) where requested > dismissalDate && dismissalDate > event.at:
                    "stays on the Lock Screen until \(time(dismissalDate)) (asked for \(time(requested)); 4 hours is the most)"
                case .after: dismissalDate > event.at ? "stays on the Lock Screen until \(time(dismissalDate))" : "its dismissal date has passed"
                }
            return "#\(activity) ended by \(agent(source))\(cause); \(stay)"
        case .activityDismissed(let activity, let reason):
            return "#\(activity) dismissed: \(reason)"
        case .activityIgnored(let activity, let action, let reason, let source):
            return "#\(activity) \(action.rawValue) ignored: \(reason)" + by(source)
        case .alert(let activity, let alert, let presentedAs):
            let sound = alert.sound.map { ", sound \($0)" } ?? ""
            return "#\(activity) alert \(quoted(alert.title)): \(quoted(alert.body))\(sound) — shown as \(presentedAs.rawValue)"
        case .islandChanged(let island):
            return "island: \(describe(island))"
        case .clockAdvanced(let from, let to):
            return "clock \(time(to)) (+\(DurationText.format(from.duration(to: to))))"
        case .settingChanged(let name, let value):
            return "set \(name) \(value)"
        case .intentPerformed(let report):
            return describe(report)
        case .urlOpened(let opening, let source):
            let parameters = opening.parameters.members.map { "\($0.key)=\($0.value.displayText)" }.joined(separator: " ")
            return "opened \(opening.url) → \(opening.screen) via \(opening.route)\(parameters.isEmpty ? "" : " (\(parameters))")" + by(source)
        case .urlUnmatched(let url, let reason, _, let source):
            return "no route for \(url): \(reason)" + by(source)
        case .urlInBrowser(let url, let reason, let source):
            return "\(url) opens in the browser: \(reason)" + by(source)
        case .urlUnclaimed(let url, let scheme, let declaredSchemes, let source):
            return "\(url) opens nothing: no app on the device handles the scheme \(scheme) (the app declares \(declaredSchemes.isEmpty ? "none" : declaredSchemes.joined(separator: ", ")))" + by(source)
        case .continuation(let info, let activity, let destination, let source):
            let about = info.webpageURL ?? activity.map { "#\($0)" } ?? ""
            let landed: String =
                switch destination {
                case .screen(let screen, let parameters):
                    screen + (parameters.isEmpty ? "" : " (\(parameters.members.map { "\($0.key)=\($0.value.displayText)" }.joined(separator: " ")))")
                case .url(let url): "routes \(url)"
                case .unhandled: "the app's handler does not take it"
                }
            return "app continues \(info.activityType) \(about) → \(landed)" + by(source)
        case .tap(let record):
            return describe(record)
        case .authentication(let activity):
            return "#\(activity) the device is locked: Face ID unlocks it first"
        case .pushAccepted(let receipt):
            let reached = receipt.activities.map { "#\($0)" }.joined(separator: ", ")
            return "push \(receipt.event.rawValue) accepted → \(reached) (\(receipt.target), priority \(receipt.priority))"
        case .pushRejected(let problem, _):
            switch problem.stage {
            case .apns: return "push refused by APNs (\(problem.status ?? "400")): \(problem.messageAndRemedy)"
            case .device: return "push dropped by iOS, silently on a phone: \(problem.messageAndRemedy)"
            }
        case .serverRequest(let exchange):
            return ExchangeText.line(exchange)
        case .app(let change):
            switch change {
            case .launched(let inForeground): return "app launched cold, in the \(inForeground ? "foreground" : "background"): its launch code ran first"
            case .foreground: return "app entered the foreground"
            case .background: return "app entered the background"
            case .terminated: return "app terminated: its memory is gone; the device keeps its activities, tokens, clock and storage"
            }
        case .appAction(let report):
            let call = "\(report.action)(\(report.parameters.members.map { "\($0.key): \($0.value.jsonText)" }.joined(separator: ", ")))"
            switch report.outcome {
            case .returned: return "app \(call) returned"
            case .threw(let error): return "app \(call) threw: \(error)"
            case .waiting: return "app \(call) still waits, on the clock or on something that has not come"
            }
        case .backgroundTask(let event):
            return describe(event)
        case .tokenRotated(let activity, let from, let to):
            return "#\(activity) push token rotated: \(from.prefix(8))… → \(to.prefix(8))…; the old one stops working"
        case .routeTested(let test):
            guard let winner = test.candidates.first else { return "route test \(test.url): no match — \(test.missReason ?? "no routes")" }
            let parameters = winner.parameters.members.map { "\($0.key)=\($0.value.displayText)" }.joined(separator: " ")
            return "route test \(test.url) → \(winner.route)\(parameters.isEmpty ? "" : " (\(parameters))") → \(winner.screen)"
        case .invariantBroken(let broken):
            return "invariant \(broken.name) broken: \(broken.message) (\(broken.source))"
        }
    }

    private func describe(_ report: IntentReport) -> String {
        let call = "\(report.intent)(\(report.parameters.members.map { "\($0.key): \($0.value.jsonText)" }.joined(separator: ", ")))"
        let budget = DurationText.format(report.budget)
        let elapsed = report.elapsed == .zero ? "0ms" : DurationText.format(report.elapsed)
        let wall = report.wallTimeOverBudget ? " (its wall time passed the budget)" : ""
        let verdict = "\(report.verdict.rawValue) the \(budget) budget\(wall)\(report.enforcesBudget ? "" : " (not enforced)")"
        switch report.outcome {
        case .returned(let value):
            let shown = value.map { " \($0.jsonText)" } ?? ""
            return "\(call) returned\(shown) in \(elapsed) — \(verdict)"
        case .threw(let error):
            return "\(call) threw after \(elapsed): \(error) — \(verdict)"
        case .cancelled(.budget):
            return "\(call) cut off at the \(budget) budget: still running on the wall clock; what it does from now on is dropped"
        case .cancelled(.user):
            return "\(call) cancelled after \(elapsed)"
        case .cancelled(.termination):
            return "\(call) stopped after \(elapsed): iOS terminated the app while it ran"
        }
    }

    private func describe(_ tap: TapRecord) -> String {
        let element = tap.number.map { "[\($0)] \(tap.element)" } ?? tap.element
        let place = tap.presentation == .lock ? "the Lock Screen" : "the \(tap.presentation.title) presentation"
        let touched = tap.isOnBackground ? place : "\(element) on \(place)"
        let verb = tap.gesture == .hold ? "long press on" : tap.gesture == .toggle ? "toggled" : "tapped"
        switch tap.action {
        case .intent:
            let shown = tap.value.map { " — shows \($0 ? "on" : "off") at once, then" } ?? " →"
            return "#\(tap.activity) \(verb) \(touched)\(shown) runs its intent\(tap.reason.map { " \($0)" } ?? "")"
        case .link, .widgetURL:
            return "#\(tap.activity) \(verb) \(touched) → opens \(tap.url ?? "")" + (tap.reason.map { ": \($0)" } ?? "")
        case .continuation, .expand, .nothing:
            return "#\(tap.activity) \(verb) \(touched) → \(tap.reason ?? tap.action.rawValue)"
        }
    }

    private func describe(_ event: BackgroundTaskEvent) -> String {
        switch event {
        case .submitted(let request, let replaced):
            let earliest = request.earliestBeginDate.map { ", not before \(time($0))" } ?? ""
            return "app submitted background task \(request.identifier) (\(request.kind.rawValue)\(earliest))\(replaced ? ", replacing the one pending" : "")"
        case .cancelled(let identifier):
            return "app cancelled background task \(identifier)"
        case .ran(let identifier, let outcome):
            switch outcome {
            case .completed(let success): return "background task \(identifier) ran: setTaskCompleted(success: \(success))"
            case .running: return "background task \(identifier) ran and is still running: setTaskCompleted has not been called"
            case .noHandler:
                return "background task \(identifier) did not run: the app registered no launch handler for it before it finished launching"
            }
        }
    }

    public func describe(_ island: IslandState) -> String {
        switch (island.presentation, island.holder) {
        case (.none, _), (.expanded, nil): return "empty"
        case (.expanded, let holder?): return "#\(holder) expanded, transient"
        case (.compact, nil): return "another app's activity (compact)"
        case (.compact, let holder?): return "#\(holder) compact"
        case (.minimal, let holder?): return "#\(holder) minimal attached, \(island.detached ?? "another app") detached"
        case (.minimal, nil): return "\(island.detached ?? "another app") minimal"
        }
    }

    private func describe(_ change: FieldChange, schema: Schema?) -> String {
        let fieldSchema = schema?.schema(at: change.field.split(separator: ".").map(String.init))
        return "\(change.field): \(value(change.from, schema: fieldSchema)) → \(value(change.to, schema: fieldSchema))"
    }

    private func value(_ json: JSONValue?, schema: Schema?) -> String {
        guard let json else { return "(none)" }
        if case .string(let text) = json, let date = Timestamp.parse(text) { return time(date) }
        return ValueText(renderer: self).text(json, schema: schema)
    }

    private func agent(_ source: EventSource) -> String {
        switch source {
        case .app: "the app"
        case .intent: "an intent"
        case .push: "a push"
        case .system: "the system"
        }
    }

    private func by(_ source: EventSource) -> String {
        source == .app ? "" : " [\(source.rawValue)]"
    }

    private func pushDescription(_ activity: LiveActivity) -> String {
        switch activity.pushType {
        case .token?: "token \(activity.pushToken.map { String($0.prefix(8)) + "…" } ?? "")"
        case .channel(let id)?: "channel \(id)"
        case nil: "none"
        }
    }

    /// `DeliveryAttributes` → `Delivery`.
    public func shortName(_ typeName: String) -> String {
        typeName.hasSuffix("Attributes") && typeName != "Attributes" ? String(typeName.dropLast("Attributes".count)) : typeName
    }

    private func quoted(_ text: String) -> String { JSONValue.string(text).jsonText }

    func number(_ value: Double) -> String { JSONNumber(value).text }
}
