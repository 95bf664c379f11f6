import TapbenchCore

/// What replaying one transcript found.
public struct ReplayReport: Sendable {
    public struct StepResult: Sendable {
        public let step: TranscriptDocument.Step
        public let actual: [String]
        public let matches: Bool
        /// The lines that said the step failed: its error, a crash, a timeout, a check's problems.
        public let failures: [String]
        /// The failures the expected output leaves to a wildcard, which fail the step however the rest matches.
        public var unshownFailures: [String] { OutputPattern.unshown(failures, in: step.expected) }
        /// The events the step caused; a step run in a worker process has only their records.
        public let events: [Event]
        /// The events' JSON Lines records.
        public let eventRecords: [JSONObject]

        public init(step: TranscriptDocument.Step, actual: [String], matches: Bool, events: [Event] = []) {
            self.init(step: step, actual: actual, matches: matches, failures: [], events: events, eventRecords: events.map(\.json))
        }

        init(
            step: TranscriptDocument.Step, actual: [String], matches: Bool, failures: [String], events: [Event], eventRecords: [JSONObject]
        ) {
            self.step = step
            self.actual = actual
            self.matches = matches && OutputPattern.unshown(failures, in: step.expected).isEmpty
            self.failures = failures
            self.events = events
            self.eventRecords = eventRecords
        }
    }

    /// Which steps a report keeps. `tapbench replay` prints only the failing ones, and keeps only those, so
    /// that its memory stays flat however many steps pass; `doc` and `coverage` read every step.
    public enum Keeping: Sendable {
        case everyStep
        case failingSteps
    }

    public let path: String
    public let document: TranscriptDocument?
    /// The steps kept, in order: every step replayed, or only the failing ones.
    public let steps: [StepResult]
    /// How many steps were replayed, kept or not.
    public let stepCount: Int
    /// A transcript that could not run at all: unreadable, malformed, a bad setting.
    public let problem: String?
    public let duration: Duration

    init(
        path: String, document: TranscriptDocument? = nil, steps: [StepResult] = [], stepCount: Int = 0, problem: String? = nil,
        duration: Duration = .zero
    ) {
        self.path = path
        self.document = document
        self.steps = steps
        self.stepCount = stepCount
        self.problem = problem
        self.duration = duration
    }

    /// Every event the steps kept caused, in order.
    public var events: [Event] { steps.flatMap(\.events) }

    /// Every record of those events, in order.
    public var eventRecords: [JSONObject] { steps.flatMap(\.eventRecords) }

    public var passed: Bool { problem == nil && steps.allSatisfy(\.matches) }
    public var failures: [StepResult] { steps.filter { !$0.matches } }

    /// The failures as people read them: each failing step named by its command's file and line, then a
    /// unified diff of its expected output against what it printed. A transcript's control characters are
    /// shown as `\u{1B}`, never sent to the terminal.
    ///
    /// ```
    /// FAIL Transcripts/stale.md:20: tapbench> advance 16m
    /// --- expected
    /// +++ actual
    ///  01:15:00  #1 stale: its stale date 01:15:00 passed
    /// -01:16:00  clock 01:17:00 (+16m)
    /// +01:16:00  clock 01:16:00 (+16m)
    /// ```
    public func failureReport(colour: Bool = false) -> [String] {
        if let problem {
            // A problem found at a line already names the file.
            return [VisibleText.escape(problem.hasPrefix(path + ":") ? "FAIL \(problem)" : "FAIL \(path): \(problem)")]
        }
        var lines: [String] = []
        for failure in failures {
            lines += ["FAIL \(path):\(failure.step.line): tapbench> \(failure.step.command)", "--- expected", "+++ actual"].map(VisibleText.escape)
            for line in LineDiff(expected: failure.step.expected, actual: failure.actual).unified.map(VisibleText.escape) {
                lines.append(colour ? Self.colour(line) : line)
            }
            for unshown in failure.unshownFailures {
                lines.append(VisibleText.escape("the step failed, and its expected output leaves that to a wildcard: write the line itself: \(unshown)"))
            }
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
