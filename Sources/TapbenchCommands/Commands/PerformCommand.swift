import Foundation
import TapbenchCore

/// `perform INTENT [p=v ...]`: runs an intent's `perform()` under the budget.
enum PerformCommand: Command {
    static let name = "perform"
    static let group = CommandGroup.app
    static let usage = "perform INTENT [p=v ...] [--push-at D JSON] [--tap-at D LINE] [--terminate-at D]"
    static let summary = "run an intent directly, under the budget, as a Live Activity's button would"
    static let details = """
        The intent runs as iOS runs one from a Live Activity: the app wakes in the background, so only a
        LiveActivityStartingIntent may start an activity. Simulated latency passes on the virtual clock; the
        verdict compares it with the budget (set budget). A handler still running when the budget has passed
        on the wall clock is cut off, and what it does afterwards is dropped.
        --push-at lands a push while the intent runs: when its virtual time reaches D, at the suspension that passes
        D (an awaited request or sleep), before the intent resumes; or when it returns, if it returns sooner. The
        push goes as 'push JSON' sends it, to the newest activity with a push token.
        --tap-at lands a tap or toggle, written as its own command and quoted ('tap 1 expanded Cancel'), at the
        suspension that passes D: the run waits there while the gesture happens and its intent starts, then both go
        on, each at its own virtual time. It needs the app's tasks in the bench's hands, as at the prompt, in a
        replay or in explore.
        --terminate-at has iOS terminate the app at the suspension that passes D, or when the intent returns if
        sooner: the handler gets no further, and the app's process ends as with 'app terminate'.
        """
    static let pushAt = OptionSpec(
        "--push-at", ["D", "JSON"], help: "a push that lands D into the run, while the intent awaits, or when it returns if sooner")
    static let terminateAt = OptionSpec(
        "--terminate-at", ["D"], help: "iOS terminates the app D into the run, while the intent awaits, or when it returns if sooner")
    static let options = [RecordedCancellation.option, pushAt, LandingGesture.option, terminateAt]
    static func examples(_ words: ExampleWords) -> [String] { ["perform \(words.intentCall)", "perform \(words.otherIntentCall)"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let device = session.device
        let nameWord = try arguments.positional(0, "INTENT", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        guard let intent = device.catalog.intent(named: nameWord.text) else {
            let names = device.catalog.intents.map(\.name)
            let suggestion = Suggestion.closest(to: nameWord.text, among: names + device.catalog.intents.map(\.shortName)).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown intent '\(nameWord.text)'\(suggestion) (see 'intents')", at: nameWord)
        }
        var values: [String: String] = [:]
        var words: [String: Word] = [:]
        for assignment in arguments.assignments {
            if words[assignment.key.text] != nil {
                throw CommandError("parameter '\(assignment.key.text)' given twice — give it once", at: assignment.key)
            }
            values[assignment.key.text] = assignment.value.text
            words[assignment.key.text] = assignment.key
        }
        let prepared: PreparedIntent
        do {
            prepared = try intent.prepare(arguments: values, now: device.now)
        } catch {
            throw CommandError(error.description, at: words[error.parameterName] ?? nameWord)
        }
        let termination = try terminationPoint(arguments)
        let gesture = try LandingGesture(arguments, on: device)
        if gesture != nil, let word = arguments.value(terminateAt.name) {
            throw CommandError("--tap-at and --terminate-at each land in the run — give one of them", at: word)
        }
        if gesture != nil, AppScheduler.installed == nil {
            throw CommandError(
                "--tap-at needs the app's tasks in the bench's hands, as at the prompt, in a replay or in explore; this session runs the app in-process",
                at: arguments.values(LandingGesture.option.name).first)
        }
        let landing = try landingPush(arguments).map { [$0] } ?? []
        let start = device.now
        let runner = IntentRunner(device: device)
        let run: IntentRunner.Run
        var landed = CommandResult.none
        if let gesture {
            (run, landed) = await Self.run(prepared, on: runner, pushes: landing, landing: gesture, in: session)
        } else {
            run = await runner.run(prepared, terminatedAt: termination, landing: landing)
        }
        if let termination {
            // What was due before the termination comes first, what was due after it finds the app gone.
            device.landWaitingPushes(through: start.addingTimeInterval(termination.timeInterval))
            _ = session.terminateApp()
        }
        device.landWaitingPushes()
        return CommandResult(lines: landed.lines, terminalLines: ["          wall time \(WallTime.format(run.wallTime))"], failed: landed.failed)
    }

    /// Runs the intent, held where `gesture` lands; the gesture happens there, or after the run if it returns sooner.
    private static func run(
        _ prepared: PreparedIntent, on runner: IntentRunner, pushes: [(after: Duration, request: PushRequest)], landing gesture: LandingGesture,
        in session: Session
    ) async -> (IntentRunner.Run, CommandResult) {
        // The run's token once it is held, or nil once it ended without stopping.
        let held = FirstAnswer<IntentRunToken?>()
        async let finished = runSignalling(prepared, on: runner, pushes: pushes, holdAfter: gesture.after, held)
        let landed: CommandResult
        if let token = await held.value() {
            landed = await session.device.intentRuns.interleave(into: token) { await gesture.perform(in: session) }
        } else {
            landed = await gesture.perform(in: session)
        }
        return (await finished, landed)
    }

    /// The run, telling `held` where it stopped, or that it ended without stopping.
    private static func runSignalling(
        _ prepared: PreparedIntent, on runner: IntentRunner, pushes: [(after: Duration, request: PushRequest)], holdAfter point: Duration,
        _ held: FirstAnswer<IntentRunToken?>
    ) async -> IntentRunner.Run {
        let run = await runner.run(prepared, hold: IntentRunner.Hold(after: point) { held.give($0) }, landing: pushes)
        held.give(nil)
        return run
    }
}

extension PerformCommand {
    /// How far into the run `--terminate-at D` terminates the app, if it does.
    private static func terminationPoint(_ arguments: Arguments) throws(CommandError) -> Duration? {
        guard let word = arguments.value(terminateAt.name) else { return nil }
        guard let point = DurationText.parse(word.text) else {
            throw CommandError("--terminate-at takes a time into the run such as 0ms or 60ms, not '\(word.text)'", at: word)
        }
        return point
    }

    /// The push `--push-at D JSON` lands, and how far into the run.
    private static func landingPush(_ arguments: Arguments) throws(CommandError) -> (after: Duration, request: PushRequest)? {
        let words = arguments.values(pushAt.name)
        guard words.count == 2 else { return nil }
        guard let after = DurationText.parse(words[0].text) else {
            throw CommandError("--push-at takes a time into the run such as 0ms or 60ms, not '\(words[0].text)'", at: words[0])
        }
        guard words[1].text.hasPrefix("{") else {
            throw CommandError("--push-at takes the push's JSON after its time, such as {\"aps\":{…}}, not '\(words[1].text.prefix(20))'", at: words[1])
        }
        return (after, PushRequest(payload: Array(words[1].text.utf8)))
    }
}

/// Wall-clock figures, shown at a terminal only: they differ from run to run.
enum WallTime {
    static func format(_ duration: Duration) -> String {
        let microseconds = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
        if microseconds < 1000 { return "\(Int(microseconds.rounded())) µs" }
        let tenths = Int((microseconds / 100).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}
