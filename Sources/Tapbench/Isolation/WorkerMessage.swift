import TapbenchCommands
import TapbenchCore

/// What the supervisor and its worker process say to each other: one JSON object per line, requests on
/// the worker's standard input and replies on its file descriptor 3.
///
/// ```
/// → {"run":"start Delivery"}
/// ← {"lines":["01:00:00  #1 Delivery started (active)", …],"events":[{"event":"activity.started", …}], …}
/// ```
enum WorkerRequest: Sendable, Equatable {
    /// Runs a command line and replies with its outcome.
    case run(String)
    /// Replies with the tab-completion candidates for a line.
    case complete(String)
    /// Runs a session's earlier commands again, replying once, when the device is back where it was.
    case rebuild([String])
    /// Adds a step that the worker before this one did not live to record, with the supervisor's report.
    case record(command: String, lines: [String])
    /// Ctrl-C for the `run` request with this number (counted from 1 in the order sent to this worker).
    /// It is taken as soon as it is read, while the command runs.
    case interrupt(Int)

    var json: JSONValue {
        switch self {
        case .run(let line): ["run": .string(line)]
        case .complete(let line): ["complete": .string(line)]
        case .rebuild(let lines): ["rebuild": .array(lines.map(JSONValue.string))]
        case .record(let command, let lines): ["record": .string(command), "lines": .array(lines.map(JSONValue.string))]
        case .interrupt(let number): ["interrupt": .number(JSONNumber(number))]
        }
    }

    init?(_ json: JSONValue) {
        if let line = json["run"]?.stringValue {
            self = .run(line)
        } else if let line = json["complete"]?.stringValue {
            self = .complete(line)
        } else if case .array(let lines)? = json["rebuild"] {
            self = .rebuild(lines.compactMap(\.stringValue))
        } else if let command = json["record"]?.stringValue, case .array(let lines)? = json["lines"] {
            self = .record(command: command, lines: lines.compactMap(\.stringValue))
        } else if let number = json["interrupt"]?.doubleValue, let whole = Int(exactly: number) {
            self = .interrupt(whole)
        } else {
            return nil
        }
    }
}

/// The outcome of a command as it crosses from the worker: its lines, its events' records, and where the
/// device stands afterwards, which the supervisor needs to date a crash report and greet QA.
struct WorkerReply: Sendable {
    var outcome: CommandOutcome
    var status: DeviceStatus
    /// What the bench could not find in the app's code and files, in the reply to a rebuild: the first
    /// request, whose reply greets QA.
    var notices: [String] = []
    /// The app's process ended under this command: where the worker wrote the session the next one goes on from.
    var resume: Result<String, ResumeFailure>?

    /// Why a worker could not write its session.
    struct ResumeFailure: Error, Sendable {
        let reason: String
    }

    /// The device's time, as events give it (`at`) and as the REPL prints it before a line, and the app's name.
    struct DeviceStatus: Sendable, Equatable {
        var iso8601: String
        var shown: String
        /// The app under test's name.
        var app: String
        /// Its bundle identifier, which the APNs endpoint serves.
        var bundle = ""
    }

    init(outcome: CommandOutcome, status: DeviceStatus, notices: [String] = []) {
        self.outcome = outcome
        self.status = status
        self.notices = notices
    }

    /// The reply as sent; the events' records only when the supervisor streams events.
    func json(withEvents: Bool) -> JSONValue {
        var object = JSONObject([
            ("lines", .array(outcome.lines.map(JSONValue.string))),
            ("terminal", .array(outcome.terminalLines.map(JSONValue.string))),
            ("events", .array(withEvents ? outcome.eventRecords.map(JSONValue.object) : [])),
            ("quit", .bool(outcome.quit)),
            ("failed", .bool(outcome.checkFailed)),
            ("failures", .array(outcome.failures.map(JSONValue.string))),
            ("at", .string(status.iso8601)),
            ("time", .string(status.shown)),
            ("app", .string(status.app)),
            ("bundle", .string(status.bundle)),
        ])
        if !notices.isEmpty { object["notices"] = .array(notices.map(JSONValue.string)) }
        switch resume {
        case .success(let path): object["resume"] = .string(path)
        case .failure(let failure): object["resumeFailure"] = .string(failure.reason)
        case nil: break
        }
        if let error = outcome.error {
            var described = JSONObject([("message", .string(error.message)), ("usage", .bool(error.isUsage))])
            if let column = error.column { described["column"] = .number(JSONNumber(column)) }
            object["error"] = .object(described)
        }
        return .object(object)
    }

    init?(_ json: JSONValue) {
        guard case .array(let lines)? = json["lines"], let at = json["at"]?.stringValue, let shown = json["time"]?.stringValue,
            let app = json["app"]?.stringValue
        else { return nil }
        var outcome = CommandOutcome(lines: lines.compactMap(\.stringValue))
        if case .array(let terminal)? = json["terminal"] { outcome.terminalLines = terminal.compactMap(\.stringValue) }
        if case .array(let events)? = json["events"] { outcome.eventRecords = events.compactMap(\.objectValue) }
        outcome.quit = json["quit"] == .bool(true)
        outcome.checkFailed = json["failed"] == .bool(true)
        if case .array(let failures)? = json["failures"] { outcome.failures = failures.compactMap(\.stringValue) }
        if let error = json["error"], let message = error["message"]?.stringValue {
            outcome.error = CommandError(
                message, column: error["column"]?.doubleValue.map { Int($0) }, isUsage: error["usage"] == .bool(true))
        }
        var notices: [String] = []
        if case .array(let lines)? = json["notices"] { notices = lines.compactMap(\.stringValue) }
        self.init(outcome: outcome, status: DeviceStatus(iso8601: at, shown: shown, app: app, bundle: json["bundle"]?.stringValue ?? ""), notices: notices)
        if let path = json["resume"]?.stringValue {
            resume = .success(path)
        } else if let reason = json["resumeFailure"]?.stringValue {
            resume = .failure(ResumeFailure(reason: reason))
        }
    }
}
