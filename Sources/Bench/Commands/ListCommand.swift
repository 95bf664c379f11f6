import TapbenchCore

/// `list`: every activity with its state, and who holds the Dynamic Island.
enum ListCommand: Command {
    static let name = "list"
    static let aliases = ["ls"]
    static let group = CommandGroup.activities
    static let usage = "list"
    static let summary = "the activities, their states, and who holds the Dynamic Island"
    static let examples = ["list"]

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        let device = session.device
        let renderer = session.renderer
        let activities = device.activities
        guard !activities.isEmpty else {
            return CommandResult(lines: ["no activities (start one with 'start Delivery')", "island: \(renderer.describe(device.island))"])
        }
        var table = Table(header: ["#", "type", "state", "relevance", "stale at", "content"])
        for activity in activities {
            table.rows.append([
                "\(activity.number)", renderer.shortName(activity.typeName), activity.state.rawValue,
                renderer.number(activity.content.relevanceScore),
                activity.content.staleDate.map(renderer.time) ?? "-",
                summary(activity.content.state, verbose: renderer.verbose),
            ])
        }
        let lockScreen = device.lockScreenOrder().map { "#\($0.number)" }
        return CommandResult(lines: table.lines + [
            "island: \(renderer.describe(device.island))",
            "lock screen: \(lockScreen.isEmpty ? "empty" : lockScreen.joined(separator: ", "))",
        ])
    }

    /// `step=preparing etaSeconds=1800 …`, cut to fit a line unless verbose.
    static func summary(_ state: JSONValue, verbose: Bool) -> String {
        guard case .object(let object) = state else { return state.jsonText }
        let text = object.members.map { "\($0.key)=\($0.value.displayText)" }.joined(separator: " ")
        return verbose || text.count <= 48 ? text : String(text.prefix(47)) + "…"
    }
}
