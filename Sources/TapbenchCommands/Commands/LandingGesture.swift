import TapbenchCore

/// `perform … --tap-at D LINE`: a tap or a toggle that lands while the intent awaits, D into its run on the virtual
/// clock, as a person taps again while the first tap's intent is still waiting for its server. LINE is the gesture as
/// its own command writes it, quoted:
///
/// ```
/// tapbench> perform CancelDeliveryIntent orderID=A-7189 --tap-at 60ms 'tap 1 expanded Cancel'
/// ```
///
/// The run stops at the suspension that passes D; the gesture happens, and its own intent's first steps run; then
/// both runs go on, each at its own virtual time. What the gesture causes reads among the first run's effects.
struct LandingGesture {
    static let option = OptionSpec(
        "--tap-at", ["D", "LINE"], help: "a tap or toggle, quoted, that lands D into the run while the intent awaits: --tap-at 60ms 'tap 1 lock 1'")

    /// The commands that can land.
    private static let gestures = [TapCommand.name, ToggleCommand.name]

    let after: Duration
    private let command: any Command.Type
    private let arguments: Arguments
    private let text: String

    /// The gesture `--tap-at D LINE` asks for, checked against the device as it is; nil without the option.
    init?(_ arguments: Arguments, on device: Device) throws(CommandError) {
        let words = arguments.values(Self.option.name)
        guard words.count == 2 else { return nil }
        guard let after = DurationText.parse(words[0].text) else {
            throw CommandError("--tap-at takes a time into the run such as 0ms or 60ms, not '\(words[0].text)'", at: words[0])
        }
        let line = words[1]
        let lineWords: [Word]
        do {
            lineWords = try Tokenizer.words(line.text)
        } catch {
            throw CommandError("--tap-at's gesture: \(error.message)", at: line)
        }
        guard let first = lineWords.first, Self.gestures.contains(first.text), let command = Commands.named(first.text) else {
            throw CommandError("--tap-at takes a tap or toggle after its time, quoted, such as 'tap 1 lock 1', not '\(line.text)'", at: line)
        }
        do {
            let gesture = try Arguments(command: first, words: Array(lineWords.dropFirst()), specs: command.options)
            let usage = command == ToggleCommand.self ? ToggleCommand.usage : TapCommand.usage
            _ = try GestureArguments(gesture, on: device, usage: usage, allowsElement: true, allowsValue: command == ToggleCommand.self)
            self.arguments = gesture
        } catch {
            throw CommandError("--tap-at's gesture: \(error.message)", at: line)
        }
        self.after = after
        self.command = command
        text = line.text
    }

    /// Does the gesture. A failure is a line that fails the command rather than an error, since the run it landed in
    /// has already changed the device.
    func perform(in session: Session) async -> CommandResult {
        do {
            return try await command.run(arguments, in: session)
        } catch {
            return CommandResult(lines: ["error: '\(text)', landing \(DurationText.format(after)) into the run: \(error.message)"], failed: true)
        }
    }
}
