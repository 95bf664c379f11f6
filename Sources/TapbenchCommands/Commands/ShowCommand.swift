import TapbenchCore

/// `show [ID] [PRESENTATION]`: presentations drawn as text, tappable elements numbered.
enum ShowCommand: Command {
    static let name = "show"
    static let group = CommandGroup.activities
    static let usage = "show [ID] [lock|expanded|compact|minimal|standby|small|carplay]"
    static let summary = "draw presentations as text; with no ID, what the screen shows now"
    static let details = """
        Controls are numbered: 'tap 1 expanded 2' taps the second. With no ID: the Dynamic Island (compact for one
        app, minimal attached and detached when another app has an activity), the Lock Screen's list in
        relevance order, and on a device without the island the banner of the latest alert.
        """
    static func examples(_: ExampleWords) -> [String] { ["show 1", "show 1 expanded"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 2, usage: usage)
        try arguments.expectNoAssignments(usage: usage)
        guard let idWord = arguments.positionals.first else { return CommandResult(lines: try screen(in: session)) }
        let activity = try ActivityReference(idWord).resolve(on: session.device)
        var kinds = PresentationKind.allCases
        if arguments.positionals.count == 2 {
            let word = arguments.positionals[1]
            guard let kind = PresentationKind(rawValue: word.text) else {
                let names = PresentationKind.allCases.map(\.rawValue)
                let suggestion = Suggestion.closest(to: word.text, among: names).map { " — did you mean '\($0)'?" } ?? ""
                throw CommandError("'\(word.text)' is not a presentation\(suggestion) (presentations: \(names.joined(separator: ", ")))", at: word)
            }
            kinds = [kind]
        }
        var lines: [String] = []
        for kind in kinds {
            if !lines.isEmpty { lines.append("") }
            lines += try picture(of: activity.number, kind: kind, in: session)
        }
        return CommandResult(lines: lines)
    }

    /// One presentation of one activity, drawn.
    static func picture(of number: Int, kind: PresentationKind, in session: Session) throws(CommandError) -> [String] {
        let device = session.device
        guard let activity = device.activity(number) else { throw CommandError(DeviceError.unknownActivity(number, count: device.activities.count).message) }
        let presentations: ActivityPresentations
        do {
            presentations = try device.presentations(of: number)
        } catch {
            throw CommandError(error.message)
        }
        let title = "#\(number) \(session.renderer.shortName(activity.typeName))"
        return drawing(session).draw(presentations, kind: kind, title: title, isStale: activity.isStale)
    }

    private static func drawing(_ session: Session) -> PresentationDrawing {
        let renderer = session.renderer
        return PresentationDrawing(now: session.device.now, time: { renderer.time($0) })
    }

    /// What the screen shows now.
    static func screen(in session: Session) throws(CommandError) -> [String] {
        let device = session.device
        let settings = device.settings
        let island = device.island
        var lines: [String] = []
        if settings.hasDynamicIsland, !settings.isLocked {
            lines.append("Dynamic Island: \(session.islandText)")
            if let holder = island.holder {
                lines += try picture(of: holder, kind: island.presentation == .minimal ? .minimal : .compact, in: session)
                if let detached = island.detached { lines.append("  ◯ \(detached): minimal, detached") }
            }
        } else if !settings.hasDynamicIsland, let alerted = device.activities.filter({ $0.lastAlert != nil && $0.state.isVisible }).last {
            lines.append("Banner (no Dynamic Island): the latest alert, \"\(alerted.lastAlert?.title ?? "")\"")
            lines += try picture(of: alerted.number, kind: .lock, in: session)
        }
        let lockScreen = device.lockScreenOrder()
        if !lines.isEmpty { lines.append("") }
        lines.append("Lock Screen\(settings.isLocked ? " (locked)" : ""): \(lockScreen.isEmpty ? "no activities" : "\(lockScreen.count), most relevant first")")
        for activity in lockScreen { lines += try picture(of: activity.number, kind: .lock, in: session) }
        return lines
    }
}
