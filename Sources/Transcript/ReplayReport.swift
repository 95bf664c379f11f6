import TapbenchCore

/// What replaying one transcript found.
public struct ReplayReport: Sendable {
    public struct StepResult: Sendable {
        public let step: TranscriptDocument.Step
        public let actual: [String]
        public let matches: Bool
        /// The events the step caused; a step run in a worker process has only their records.
        public let events: [Event]
        /// The events' JSON Lines records.
        public let eventRecords: [JSONObject]

        public init(step: TranscriptDocument.Step, actual: [String], matches: Bool, events: [Event] = []) {
            self.init(step: step, actual: actual, matches: matches, events: events, eventRecords: events.map(\.json))
        }

        init(step: TranscriptDocument.Step, actual: [String], matches: Bool, events: [Event], eventRecords: [JSONObject]) {
            self.step = step
            self.actual = actual
            self.matches = matches
            self.events = events
            self.eventRecords = eventRecords
        }
    }

    public let path: String
    public let document: TranscriptDocument?
    public let steps: [StepResult]
    /// A transcript that could not run at all: unreadable, malformed, a bad setting.
    public let problem: String?
    public let duration: Duration

    init(path: String, document: TranscriptDocument? = nil, steps: [StepResult] = [], problem: String? = nil, duration: Duration = .zero) {
        self.path = path
        self.document = document
        self.steps = steps
        self.problem = problem
        self.duration = duration
    }

    /// Every event the steps caused, in order.
    public var events: [Event] { steps.flatMap(\.events) }

    /// Every event's record, in order.
    public var eventRecords: [JSONObject] { steps.flatMap(\.eventRecords) }

    public var passed: Bool { problem == nil && steps.allSatisfy(\.matches) }
    public var failures: [StepResult] { steps.filter { !$0.matches } }

    /// The failure as people read it: the first failing step with its file and line, its command and a
    /// unified diff; later failing steps are listed as likely following from it, without diffs.
    public func failureReport(colour: Bool = false) -> [String] {
        if let problem { return ["FAIL \(path): \(problem)"] }
        guard let first = failures.first else { return [] }
        let diff = LineDiff(expected: first.step.expected, actual: first.actual)
        let line = diff.firstExpectedDifference.map { first.step.expectedRange.lowerBound + $0 + 1 } ?? first.step.line
        var lines = ["FAIL \(path):\(line): tapbench> \(first.step.command)", "--- expected (\(path):\(first.step.line + 1))", "+++ actual"]
        lines += diff.unified.map { colour ? Self.colour($0) : $0 }
        for later in failures.dropFirst() {
            lines.append("  also differs at \(path):\(later.step.line): tapbench> \(later.step.command) — it may follow from line \(first.step.line)")
        }
        return lines
    }

    private static func colour(_ line: String) -> String {
        switch line.first {
        case "-": "\u{1B}[31m" + line + "\u{1B}[0m"
        case "+": "\u{1B}[32m" + line + "\u{1B}[0m"
        default: line
        }
    }
}
