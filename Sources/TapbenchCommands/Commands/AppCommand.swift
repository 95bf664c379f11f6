import TapbenchCore

/// `app | app launch | app background | app terminate | app task ID | app ACTION [name=value ...]`: the app's process,
/// as iOS runs it, its background tasks, and the actions of its own screens.
enum AppCommand: Command {
    static let name = "app"
    static let group = CommandGroup.app
    static let usage = "app [launch|background|terminate|task ID|ACTION [name=value ...]]"
    static let summary = "where the app's process is; launch, background or terminate it; run a background task; do an action of its own screens"
    static let details = """
        'app' alone says where the app is (foreground, background or not running) and lists the actions its
        introduction names. 'app launch' launches it cold, its launch code first, or brings it to the foreground.
        'app background' sends it home. 'app terminate' ends its process as iOS does: its memory is gone (a new
        process, its statics fresh), while the device keeps its activities, tokens, clock and storage; the next
        intent, link or action launches it cold. 'app task ID' runs a background task the app submitted with
        BGTaskScheduler, as iOS does when it grants the app time: in the background, launching the app first if it
        is not running, and not before the request's earliestBeginDate. 'app ACTION name=value ...' does what a
        person does on the app's own screens, in the foreground, and says what the action did once the app has
        nothing left to do.
        """
    static func examples(_ words: ExampleWords) -> [String] { ["app background", words.appAction.map { "app \($0)" } ?? "app launch"] }

    static let subcommands = ["launch", "background", "terminate", "task"]

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let device = session.device
        guard let first = arguments.positionals.first else {
            guard arguments.assignments.isEmpty else {
                throw CommandError("values need an action: app ACTION name=value — see 'app' for the app's actions", at: arguments.assignments[0].key)
            }
            return CommandResult(lines: status(of: device))
        }
        switch first.text {
        case "launch", "background", "terminate":
            try arguments.expectPositionals(atMost: 1, usage: usage)
            if let extra = arguments.assignments.first {
                throw CommandError("'app \(first.text)' takes no values — usage: \(usage)", at: extra.key)
            }
            return change(first, in: session)
        case "task":
            return try await runTask(arguments, in: session)
        default:
            try arguments.expectPositionals(atMost: 1, usage: usage)
            return try await perform(first, arguments, on: device)
        }
    }

    private static func status(of device: Device) -> [String] {
        let actions = device.catalog.actions
        let listed = actions.isEmpty
            ? "the app names no actions of its own screens (AppIntroduction's actions:)"
            : "actions: " + actions.map { entry in ([entry.name] + entry.action.parameters.map { "\($0.name)=\($0.example)" }).joined(separator: " ") }
                .joined(separator: ", ")
        let tasks = device.pendingBackgroundTasks.map { request in
            request.identifier + " (\(request.kind.rawValue)" + (request.earliestBeginDate.map { ", not before \(Timestamp.iso8601($0))" } ?? "") + ")"
        }
        return ["app: \(device.appProcess.rawValue)", listed] + (tasks.isEmpty ? [] : ["background tasks pending: " + tasks.joined(separator: ", ")])
    }

    private static func runTask(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let words = arguments.positionals
        try Array(words.dropFirst()).expectCount(1...1, missing: "ID", usage: "app task ID", after: words[0])
        if let extra = arguments.assignments.first { throw CommandError("'app task' takes no values — usage: app task ID", at: extra.key) }
        do throws(BackgroundTaskError) {
            try await session.device.runBackgroundTask(words[1].text)
        } catch {
            throw CommandError(error.description, at: words[1])
        }
        return .none
    }

    private static func change(_ subcommand: Word, in session: Session) -> CommandResult {
        let device = session.device
        switch (subcommand.text, device.appProcess) {
        case ("launch", .foreground): return CommandResult(lines: ["the app is already in the foreground"])
        case ("launch", _): device.runApp(inForeground: true)
        case ("background", .foreground): device.sendAppToBackground()
        case ("background", .background): return CommandResult(lines: ["the app is already in the background"])
        case (_, .notRunning): return CommandResult(lines: ["the app is not running"])
        default:
            _ = session.terminateApp()
        }
        return .none
    }

    private static func perform(_ nameWord: Word, _ arguments: Arguments, on device: Device) async throws(CommandError) -> CommandResult {
        guard let action = device.catalog.action(named: nameWord.text) else {
            let names = device.catalog.actions.map(\.name)
            let known = names.isEmpty ? "the app names none" : "the app's are \(names.joined(separator: ", "))"
            let suggestion = Suggestion.closest(to: nameWord.text, among: names + subcommands).map { "did you mean '\($0)'? " } ?? ""
            throw CommandError("no action '\(nameWord.text)' — \(suggestion)\(known), besides launch, background, terminate and task", at: nameWord)
        }
        let values = try ActionArguments.values(for: action, named: nameWord.text, from: arguments.assignments.map { ($0.key, $0.value) }, at: nameWord)
        _ = await device.perform(action, named: nameWord.text, with: AppAction.Arguments(values))
        return .none
    }
}
