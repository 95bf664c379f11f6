import TapbenchCore

/// `list`: every activity with its state, and who holds the Dynamic Island.
enum ListCommand: Command {
    static let name = "list"
    static let aliases = ["ls"]
    static let group = CommandGroup.activities
    static let usage = "list"
    static let summary = "the activities, their states, and who holds the Dynamic Island"
    static func examples(_: ExampleWords) -> [String] { ["list", "ls"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        let device = session.device
        let renderer = session.renderer
        let activities = device.activities
        guard !activities.isEmpty else {
            let hint = device.catalog.activityTypes.first.map { " (start one with 'start \($0.shortName)')" } ?? ""
            return CommandResult(lines: ["no activities\(hint)", "island: \(session.islandText)"])
        }
        var table = Table(header: ["#", "type", "state", "relevance", "stale at"])
        var contents: [[String]] = []
        for activity in activities {
            table.rows.append([
                "\(activity.number)", renderer.shortName(activity.typeName), activity.state.rawValue,
                renderer.number(activity.content.relevanceScore), activity.content.staleDate.map(renderer.time) ?? "-",
            ])
            let schema = device.catalog.activityType(named: activity.typeName)?.stateSchema ?? .opaque(name: activity.typeName)
            let fields = ValueText(renderer: renderer).fields(activity.content.state, schema: schema)
            contents.append(renderer.verbose ? [activity.content.state.jsonText] : wrapped(fields))
        }
        let rows = table.lines
        var lines = [rows[0]]
        for (row, content) in zip(rows.dropFirst(), contents) {
            lines.append(row)
            lines += content.map { "   " + $0 }
        }
        let lockScreen = device.lockScreenOrder().map { "#\($0.number)" }
        return CommandResult(lines: lines + [
            "island: \(session.islandText)",
            "lock screen: \(lockScreen.isEmpty ? "empty" : lockScreen.joined(separator: ", "))",
        ])
    }

    /// `step=preparing etaSeconds=1800 …` in lines of at most 77 columns.
    static func wrapped(_ fields: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        var length = 0
        for field in fields {
            let fieldLength = field.count
            if line.isEmpty || length + 1 + fieldLength > 77 {
                if !line.isEmpty { lines.append(line) }
                line = field
                length = fieldLength
            } else {
                line += " " + field
                length += 1 + fieldLength
            }
        }
        return lines + [line]
    }
}
