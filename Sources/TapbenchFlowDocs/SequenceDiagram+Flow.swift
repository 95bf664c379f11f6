import Foundation
import TapbenchCommands
import TapbenchCore

extension SequenceDiagram {
    /// The diagram of a flow's shown steps (hidden setup blocks stay out). Each step opens with what QA
    /// did, addressed to whoever receives it; the step's events follow as messages and notes.
    public init(_ flow: Flow) {
        var builder = Builder(renderer: flow.renderer)
        for step in flow.steps where !step.isHidden { builder.add(step) }
        self.init(items: builder.items)
    }
}

/// Turns steps into diagram items, one step at a time.
private struct Builder {
    let renderer: EventRenderer
    var items: [SequenceDiagram.Item] = []

    /// Who receives a command, and so answers it.
    private static let receivers: [String: SequenceDiagram.Participant] = [
        "tap": .screen, "toggle": .screen, "hold": .screen,
        "push": .apns,
        "open": .router,
        "perform": .app, "start": .app, "update": .app, "end": .app,
    ]
    /// Commands that change the scene without a message, shown as a note over QA: definitions always,
    /// settings and the clock when they changed something (a bare `clock` only reads it).
    private static let alwaysNoted: Set<String> = ["intent", "route"]
    private static let notedWhenEffective: Set<String> = ["set", "reset", "advance", "clock"]

    mutating func add(_ step: Flow.Step) {
        let words = step.command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let verb = words.first else { return }
        var receiver = Self.receivers[verb]
        if verb == "route", words.dropFirst().first == "test" { receiver = .router }
        // A failed step is drawn as one: its arrow crossed out, and what went wrong noted where it happened.
        if let failure = step.failures.first {
            if let receiver {
                message(.qa, receiver, .refused, Self.shortened(words))
                note(receiver, Self.failureNote(failure))
            } else {
                note(.qa, "\(Self.shortened(words)) ✗ \(Self.failureNote(failure))")
            }
            return
        }
        if let receiver {
            message(.qa, receiver, .call, Self.shortened(words))
        } else if Self.alwaysNoted.contains(verb) || (Self.notedWhenEffective.contains(verb) && !step.events.isEmpty) {
            note(.qa, Self.shortened(words))
        }
        var context = StepContext(receiver: receiver ?? .qa, openedURL: verb == "open" ? words.dropFirst().first : nil)
        for event in step.events { add(event, in: &context) }
        if let reply = context.pendingReply { items.append(reply) }
    }

    /// What one step has said so far, so that the same thing is not drawn twice.
    private struct StepContext {
        /// Who received QA's command: taps go to the screen, pushes to APNs.
        var receiver: SequenceDiagram.Participant
        /// A URL already drawn as going to the router.
        var openedURL: String?
        /// An intent's answer, drawn after what its perform() did.
        var pendingReply: SequenceDiagram.Item?
    }

    private mutating func add(_ event: Event, in context: inout StepContext) {
        switch event.kind {
        case .activityStarted(let activity, let source):
            deliver(source, "#\(activity.number) \(renderer.shortName(activity.typeName)) started (\(activity.state.rawValue))")
        case .activityRejected(let typeName, let error, _):
            message(.app, .screen, .refused, "\(renderer.shortName(typeName)) refused: \(error.code.rawValue)")
        case .activityUpdated(let number, _, let changes, let source):
            let fields = changes.map(\.field).joined(separator: ", ")
            deliver(source, "#\(number) updated" + (fields.isEmpty ? "" : ": \(fields)"))
        case .activityEnded(let number, let source, _, _, _):
            deliver(source, "#\(number) ended")
        case .activityIgnored(let number, let action, let reason, let source):
            let from = participant(for: source)
            message(from == .screen ? .qa : from, .screen, .refused, "#\(number) \(action.rawValue) ignored: \(reason)")
        case .activityActivated, .activityStale, .activityDismissed, .islandChanged, .authentication, .invariantBroken:
            note(.screen, renderer.describe(event))
        case .alert(let number, let alert, _):
            note(.screen, "#\(number) alert \"\(alert.title)\"")
        case .intentPerformed(let report):
            let caller = context.receiver == .app ? SequenceDiagram.Participant.qa : context.receiver
            if caller != .qa { message(caller, .app, .call, report.intent) }
            context.pendingReply = .message(from: .app, to: caller, arrow: report.verdict == .over ? .refused : .reply, text: Self.verdict(report))
        case .urlOpened(let opening, _):
            if context.openedURL != opening.url { message(sender(of: opening.via, context), .router, .call, opening.url) }
            context.openedURL = opening.url
            message(.router, .app, .call, opening.screen)
        case .urlUnmatched(let url, let reason, _, _):
            if context.openedURL != url { message(context.receiver == .router ? .qa : context.receiver, .router, .call, url) }
            note(.router, "no route: \(reason)")
        case .urlInBrowser(_, let reason, _):
            note(.router, "opens in the browser: \(reason)")
        case .urlUnclaimed(_, let scheme, _, _):
            note(.router, "opens nothing: no app handles \(scheme):")
        case .continuation(let info, _, let destination, _):
            let from: SequenceDiagram.Participant = context.receiver == .screen ? .screen : .router
            message(from, .app, .call, "NSUserActivity \(info.activityType.replacingOccurrences(of: "NSUserActivityType", with: ""))")
            switch destination {
            case .screen(let screen, _): note(.app, "shows \(screen)")
            case .url(let url):
                message(.app, .router, .call, url)
                context.openedURL = url
            case .unhandled: note(.app, "the handler does not take it")
            }
        case .tap(let record):
            switch record.action {
            case .nothing: note(.screen, "nothing happens: \(record.reason ?? "")")
            case .expand: note(.screen, record.reason ?? "the expanded presentation comes up")
            case .intent where record.value != nil: note(.screen, "\(record.element) shows \(record.value == true ? "on" : "off") at once")
            case .widgetURL where !record.isOnBackground, .continuation where !record.isOnBackground:
                note(.screen, "\(record.element) does not work here; the tap opens the app")
            case .intent, .link, .widgetURL, .continuation: break
            }
        case .routeTested(let test):
            message(.router, .qa, .reply, test.candidates.first.map { "\($0.route) → \($0.screen)" } ?? "no match")
        case .pushAccepted(let receipt):
            let reached = receipt.activities.map { "#\($0)" }.joined(separator: ", ")
            message(.apns, .screen, .call, "\(receipt.event.rawValue) → \(reached)")
        case .pushRejected(let problem, _):
            switch problem.stage {
            case .apns: message(.apns, .qa, .refused, "\(problem.status ?? "400"): \(problem.code)")
            case .device: message(.apns, .screen, .refused, "dropped: \(problem.code)")
            }
        case .tokenRotated(let number, _, _):
            note(.screen, "#\(number) push token rotated")
        case .serverRequest(let exchange):
            let path = URLComponents(string: exchange.request.url)?.path ?? exchange.request.url
            message(.app, .server, .call, "\(exchange.request.method) \(path.isEmpty ? "/" : path)")
            switch exchange.reply {
            case .response(let response): message(.server, .app, response.status < 400 ? .reply : .refused, String(response.status))
            case .failure(let failure): message(.server, .app, .refused, exchange.isUnanswered ? "no stub: offline" : failure.description)
            }
        case .app, .backgroundTask:
            note(.app, renderer.describe(event))
        case .appAction(let report):
            message(.qa, .app, .call, "\(report.action) on the app's screen")
            if case .threw(let error) = report.outcome { message(.app, .qa, .refused, error) }
        case .clockAdvanced, .settingChanged:
            break
        }
    }

    /// An activity change: from the app or an intent as a message; after a push or by the system as a
    /// note, since the push's own arrow or the clock already says who caused it.
    private mutating func deliver(_ source: EventSource, _ text: String) {
        switch source {
        case .app, .intent: message(.app, .screen, .call, text)
        case .push, .system: note(.screen, text)
        }
    }

    private func participant(for source: EventSource) -> SequenceDiagram.Participant {
        switch source {
        case .app, .intent: .app
        case .push: .apns
        case .system: .screen
        }
    }

    private func sender(of via: URLOpener, _ context: StepContext) -> SequenceDiagram.Participant {
        switch via {
        case .link, .widgetURL: .screen
        case .intent, .universalLink: .app
        case .command, .application: context.receiver == .router ? .qa : context.receiver
        }
    }

    private mutating func message(_ from: SequenceDiagram.Participant, _ to: SequenceDiagram.Participant, _ arrow: SequenceDiagram.Arrow, _ text: String) {
        items.append(.message(from: from, to: to, arrow: arrow, text: SequenceDiagram.label(text)))
    }

    private mutating func note(_ over: SequenceDiagram.Participant, _ text: String) {
        items.append(.note(over: over, text: SequenceDiagram.label(text)))
    }

    /// A failure's line as a note: a crash as what it was, an error as its message, without the time.
    private static func failureNote(_ line: String) -> String {
        let text = line.first?.isNumber == true ? String(line.drop { $0 != " " }.drop { $0 == " " }) : line
        if text.hasPrefix("the app crashed") || text.hasPrefix("the app exited") || text.hasPrefix("the app did not finish") {
            let what = text.components(separatedBy: " during ").first ?? text
            return "💥 \(what); the device is back as before"
        }
        return text
    }

    private static func verdict(_ report: IntentReport) -> String {
        let budget = DurationText.format(report.budget)
        switch report.outcome {
        case .returned: return "returned in \(report.elapsed == .zero ? "0ms" : DurationText.format(report.elapsed)), \(report.verdict.rawValue) the \(budget) budget"
        case .threw(let error): return "threw: \(error)"
        case .cancelled(.budget): return "cut off at the \(budget) budget"
        case .cancelled(.user): return "cancelled"
        case .cancelled(.termination): return "stopped: the app was terminated"
        }
    }

    /// The command as a label: file paths shortened to their names.
    private static func shortened(_ words: [String]) -> String {
        words.map { $0.contains("/") && !$0.contains("://") ? String($0.split(separator: "/").last ?? Substring($0)) : $0 }.joined(separator: " ")
    }
}
