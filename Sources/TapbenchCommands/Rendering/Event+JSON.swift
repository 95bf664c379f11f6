import Foundation
import TapbenchCore

extension Event {
    /// The event as one JSON object of the public JSON Lines stream (`--events`): always `event` and
    /// `at` first, then the fields of its kind. Every date has milliseconds. The README documents every field;
    /// keep them stable.
    public var json: JSONObject {
        var object = JSONObject([("event", .string(name)), ("at", Event.date(at))])
        func put(_ key: String, _ value: JSONValue?) {
            if let value { object[key] = value }
        }
        switch kind {
        case .activityStarted(let activity, let source):
            put("activity", .number(JSONNumber(activity.number)))
            put("id", .string(activity.id))
            put("type", .string(activity.typeName))
            put("activityState", .string(activity.state.rawValue))
            put("attributes", activity.attributes)
            put("state", activity.content.state)
            put("staleDate", activity.content.staleDate.map(Event.date))
            put("relevanceScore", .number(JSONNumber(activity.content.relevanceScore)))
            if activity.state == .pending { put("start", Event.date(activity.activeFrom)) }
            put("pushType", activity.pushType.map(Event.pushType))
            put("pushToken", activity.pushToken.map(JSONValue.string))
            if activity.style != .standard { put("style", .string(activity.style.rawValue)) }
            put("source", .string(source.rawValue))
        case .activityRejected(let typeName, let error, let source):
            put("type", .string(typeName))
            put("error", .string(error.code.rawValue))
            put("message", .string(error.messageAndRemedy))
            put("source", .string(source.rawValue))
        case .activityUpdated(let activity, let state, let changes, let source):
            put("activity", .number(JSONNumber(activity)))
            put("state", state)
            put("changes", .array(changes.map(Event.change)))
            put("source", .string(source.rawValue))
        case .activityActivated(let activity, let reason):
            put("activity", .number(JSONNumber(activity)))
            put("reason", .string(reason.rawValue))
        case .activityStale(let activity, let staleDate):
            put("activity", .number(JSONNumber(activity)))
            put("staleDate", Event.date(staleDate))
        case .activityEnded(let activity, let source, let reason, let dismissal, let dismissalDate):
            put("activity", .number(JSONNumber(activity)))
            put("source", .string(source.rawValue))
            put("reason", reason.map(JSONValue.string))
            // `dismissalPolicy` is `default`, `immediate` or the date, as it always was; `dismissal` names the kind.
            put("dismissalPolicy", Event.dismissalPolicy(dismissal))
            put("dismissal", .string(Event.dismissalKind(dismissal)))
            put("dismissalDate", Event.date(dismissalDate))
        case .activityDismissed(let activity, let reason):
            put("activity", .number(JSONNumber(activity)))
            put("reason", .string(reason))
        case .activityIgnored(let activity, let action, let reason, let source):
            put("activity", .number(JSONNumber(activity)))
            put("action", .string(action.rawValue))
            put("reason", .string(reason))
            put("source", .string(source.rawValue))
        case .alert(let activity, let alert, let presentedAs):
            put("activity", .number(JSONNumber(activity)))
            put("title", .string(alert.title))
            put("body", .string(alert.body))
            put("sound", alert.sound.map(JSONValue.string))
            put("presentedAs", .string(presentedAs.rawValue))
        case .islandChanged(let island):
            put("presentation", .string(island.presentation.rawValue))
            put("holder", island.holder.map { .number(JSONNumber($0)) } ?? .null)
            // Whose activity the island shows: `holder` is null both when it is empty and when another app holds it.
            put("heldBy", island.holder != nil ? "app" : island.presentation == .none ? .null : "another app")
            put("detached", island.detached.map(JSONValue.string))
            put("detachedActivity", island.detachedActivity.map { .number(JSONNumber($0)) })
        case .clockAdvanced(let from, let to):
            put("from", Event.date(from))
            put("to", Event.date(to))
        case .settingChanged(let name, let value):
            put("setting", .string(name))
            put("value", .string(value))
        case .intentPerformed(let report):
            put("intent", .string(report.intent))
            put("parameters", .object(report.parameters))
            put("elapsedMs", .number(JSONNumber(Int(report.elapsed.milliseconds))))
            put("budgetMs", .number(JSONNumber(Int(report.budget.milliseconds))))
            if !report.enforcesBudget { put("budgetEnforced", .bool(false)) }
            put("verdict", .string(report.verdict.rawValue))
            if report.wallTimeOverBudget { put("wallTimeOverBudget", .bool(true)) }
            put("outcome", .string(report.outcomeName))
            switch report.outcome {
            case .returned(let value): put("value", value)
            case .threw(let error): put("error", .string(error))
            case .cancelled(let cause): put("cancelledBy", .string(cause.rawValue))
            }
        case .urlOpened(let opening, let source):
            put("url", .string(opening.url))
            put("route", .string(opening.route))
            put("parameters", .object(opening.parameters))
            put("screen", .string(opening.screen))
            put("via", .string(opening.via.rawValue))
            put("source", .string(source.rawValue))
        case .urlUnmatched(let url, let reason, let code, let source):
            put("url", .string(url))
            put("reason", .string(reason))
            put("code", .string(code))
            put("source", .string(source.rawValue))
        case .urlInBrowser(let url, let reason, let source):
            put("url", .string(url))
            put("reason", .string(reason))
            put("source", .string(source.rawValue))
        case .urlUnclaimed(let url, let scheme, let declaredSchemes, let source):
            put("url", .string(url))
            put("scheme", .string(scheme))
            put("declaredSchemes", .array(declaredSchemes.map(JSONValue.string)))
            put("source", .string(source.rawValue))
        case .continuation(let info, let activity, let destination, let source):
            put("activityType", .string(info.activityType))
            put("activity", activity.map { .number(JSONNumber($0)) })
            put("webpageURL", info.webpageURL.map(JSONValue.string))
            switch destination {
            case .screen(let screen, let parameters):
                put("screen", .string(screen))
                put("parameters", .object(parameters))
            case .url(let url): put("url", .string(url))
            case .unhandled: put("screen", .null)
            }
            put("source", .string(source.rawValue))
        case .tap(let record):
            put("activity", .number(JSONNumber(record.activity)))
            put("presentation", .string(record.presentation.rawValue))
            put("gesture", .string(record.gesture.rawValue))
            put("element", .string(record.element))
            put("number", record.number.map { .number(JSONNumber($0)) })
            put("action", .string(record.action.rawValue))
            put("value", record.value.map(JSONValue.bool))
            put("url", record.url.map(JSONValue.string))
            put("reason", record.reason.map(JSONValue.string))
        case .authentication(let activity):
            put("activity", .number(JSONNumber(activity)))
            put("result", .string("unlocked"))
        case .routeTested(let test):
            put("url", .string(test.url))
            put("match", test.candidates.first.map(Event.candidate) ?? .null)
            put("candidates", .array(test.candidates.map(Event.candidate)))
            if test.candidates.isEmpty {
                put("reason", test.missReason.map(JSONValue.string))
                put("nearMisses", .array(test.nearMisses.map { .object(JSONObject([("route", .string($0.route)), ("reason", .string($0.reason))])) }))
            }
        case .pushAccepted(let receipt):
            put("pushEvent", .string(receipt.event.rawValue))
            put("activities", Event.numbers(receipt.activities))
            put("target", .string(receipt.target))
            put("priority", .number(JSONNumber(receipt.priority)))
            put("warnings", .array(receipt.warnings.map(JSONValue.string)))
        case .pushRejected(let problem, let activities):
            put("stage", .string(problem.stage.rawValue))
            put("code", .string(problem.code))
            put("reason", .string(problem.messageAndRemedy))
            put("status", problem.status.map(JSONValue.string))
            if !problem.also.isEmpty { put("also", .array(problem.also.map(JSONValue.string))) }
            if !activities.isEmpty { put("activities", Event.numbers(activities)) }
        case .tokenRotated(let activity, let from, let to):
            put("activity", .number(JSONNumber(activity)))
            put("from", .string(from))
            put("to", .string(to))
        case .serverRequest(let exchange):
            put("number", .number(JSONNumber(exchange.number)))
            put("method", .string(exchange.request.method))
            put("url", .string(exchange.request.url))
            put("headers", Event.headers(exchange.request.headers))
            put("body", Event.body(exchange.request.body))
            put("stub", exchange.stub.map { .number(JSONNumber($0)) } ?? .null)
            switch exchange.reply {
            case .response(let response):
                put("status", .number(JSONNumber(response.status)))
                put("response", Event.body(response.body))
            case .failure(let failure):
                put("status", .null)
                put("failure", .string(failure.rawValue))
            }
            put("latencyMs", .number(JSONNumber(Int(exchange.latency.milliseconds))))
            put("forwardedTo", exchange.forwardedTo.map(JSONValue.string))
            put("source", .string(exchange.source.rawValue))
        case .app(let change):
            if case .launched(let inForeground) = change {
                put("process", .string(inForeground ? AppProcess.foreground.rawValue : AppProcess.background.rawValue))
            }
        case .appAction(let report):
            put("action", .string(report.action))
            put("parameters", .object(report.parameters))
            put("outcome", .string(report.outcomeName))
            if case .threw(let error) = report.outcome { put("error", .string(error)) }
        case .backgroundTask(let event):
            switch event {
            case .submitted(let request, let replaced):
                put("identifier", .string(request.identifier))
                put("kind", .string(request.kind.rawValue))
                put("earliestBeginDate", request.earliestBeginDate.map { .string(Timestamp.iso8601($0)) })
                put("replaced", .bool(replaced))
            case .cancelled(let identifier):
                put("identifier", .string(identifier))
            case .ran(let identifier, let outcome):
                put("identifier", .string(identifier))
                switch outcome {
                case .completed(let success):
                    put("outcome", .string("completed"))
                    put("success", .bool(success))
                case .running: put("outcome", .string("running"))
                case .noHandler: put("outcome", .string("no handler"))
                }
            }
        case .invariantBroken(let broken):
            put("invariant", .string(broken.name))
            put("message", .string(broken.message))
            put("source", .string(broken.source))
        }
        return object
    }

    /// Headers as an object, each name once: a name sent twice has its values joined with `, `, as HTTP allows.
    static func headers(_ headers: [HTTPHeader]) -> JSONValue {
        var object = JSONObject()
        for header in headers {
            if case .string(let earlier)? = object[header.name] {
                object[header.name] = .string(earlier + ", " + header.value)
            } else {
                object[header.name] = .string(header.value)
            }
        }
        return .object(object)
    }

    /// A body as JSON where it parses, else as text, else `{"size": N, "sha256": "…"}`; null when empty.
    static func body(_ body: Data) -> JSONValue {
        switch BodySummary(body) {
        case .empty: .null
        case .json(let json): json
        case .text(let text): .string(text)
        case .binary(let size, let digest): .object(JSONObject([("size", .number(JSONNumber(size))), ("sha256", .string(digest))]))
        }
    }

    /// One line of the JSON Lines stream.
    public var jsonLine: String { JSONValue.object(json).jsonText }

    static func date(_ date: Date) -> JSONValue { .string(Timestamp.iso8601(date, alwaysMilliseconds: true)) }

    static func dismissalPolicy(_ policy: DismissalPolicy) -> JSONValue {
        if case .after(let end) = policy { return date(end) }
        return .string(policy.name)
    }

    static func dismissalKind(_ policy: DismissalPolicy) -> String {
        switch policy {
        case .default: "default"
        case .immediate: "immediate"
        case .after: "after"
        }
    }

    static func pushType(_ pushType: PushType) -> JSONValue {
        switch pushType {
        case .token: "token"
        case .channel(let id): .string("channel:\(id)")
        }
    }

    static func numbers(_ numbers: [Int]) -> JSONValue {
        .array(numbers.map { .number(JSONNumber($0)) })
    }

    static func candidate(_ candidate: RouteTest.Candidate) -> JSONValue {
        .object(JSONObject([("route", .string(candidate.route)), ("parameters", .object(candidate.parameters)), ("screen", .string(candidate.screen))]))
    }

    static func change(_ change: FieldChange) -> JSONValue {
        .object(JSONObject([("field", .string(change.field)), ("from", change.from ?? .null), ("to", change.to ?? .null)]))
    }
}
