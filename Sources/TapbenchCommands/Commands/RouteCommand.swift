import TapbenchRouting
import TapbenchCore

/// `route add|remove|clear|test`: the app's deep-link routes.
enum RouteCommand: Command {
    static let name = "route"
    static let group = CommandGroup.app
    static let usage = "route add PATTERN [SCREEN] [--save] | route remove PATTERN | route clear | route test URL"
    static let summary = "add, remove or dry-run deep-link routes"
    static let details = """
        Patterns: scheme://host/path with :name, :name(int), * (one segment) and ** (the rest), and an optional
        query part listing keys (?tab, or ?q&page? where page is optional). Precedence, segment by segment:
        literal > :name(int) > :name > * > **. 'route test' lists every candidate in rank order, or the closest
        routes and exactly why each missed. 'route add … --save' also writes the route to the routes file (the app's
        own when it declares one, else Intents/routes.txt), which loads whenever the bench starts.
        """
    static let readsOwnWords = true
    static func examples(_ words: ExampleWords) -> [String] { ["route test \(words.url)", "route add \(words.newRoute)"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        guard let action = arguments.words.first else { throw CommandError("missing add, remove, clear or test — usage: \(usage)") }
        let rest = Array(arguments.words.dropFirst())
        let device = session.device
        switch action.text {
        case "add":
            let saves = rest.last?.raw == "--save"
            let words = saves ? Array(rest.dropLast()) : rest
            try words.expectCount(1...2, missing: "PATTERN", usage: "route add PATTERN [SCREEN] [--save]", after: action)
            let pattern = try parse(words[0])
            let screen = words.count == 2 ? words[1].text : "Screen"
            do {
                try device.routes.add(pattern, screen: screen)
            } catch {
                throw CommandError("\(pattern) is already a route — remove it first", at: words[0])
            }
            guard saves else { return CommandResult(lines: ["added \(pattern) → \(screen)"]) }
            do throws(CommandError) {
                let file = try session.savedDefinitions.save(route: pattern, screen: screen)
                return CommandResult(lines: ["added \(pattern) → \(screen); saved to \(file)"])
            } catch {
                device.routes.remove(pattern)
                throw error
            }
        case "remove":
            try rest.expectCount(1...1, missing: "PATTERN", usage: "route remove PATTERN", after: action)
            let pattern = try parse(rest[0])
            guard device.routes.remove(pattern) else {
                let patterns = device.catalog.routes.patterns.map(\.description)
                let suggestion = Suggestion.closest(to: rest[0].text, among: patterns).map { " — did you mean '\($0)'?" } ?? " (see 'routes')"
                throw CommandError("no route \(rest[0].text)\(suggestion)", at: rest[0])
            }
            return CommandResult(lines: ["removed \(pattern)"])
        case "clear":
            try rest.expectCount(0...0, missing: "", usage: "route clear", after: action)
            let count = device.catalog.routes.count
            device.routes.removeAll()
            return CommandResult(lines: ["removed \(count) route\(count == 1 ? "" : "s")"])
        case "test":
            try rest.expectCount(1...1, missing: "URL", usage: "route test URL", after: action)
            let test = device.routes.test(rest[0].text)
            var lines: [String] = []
            for (rank, candidate) in test.candidates.enumerated() {
                let parameters = candidate.parameters.members.map { "\($0.key)=\($0.value.displayText)" }.joined(separator: " ")
                lines.append("  \(rank + 1). \(candidate.route) → \(candidate.screen)\(parameters.isEmpty ? "" : "  \(parameters)")")
            }
            for miss in test.nearMisses { lines.append("  near \(miss.route): \(miss.reason)") }
            return CommandResult(lines: lines)
        default:
            let suggestion = Suggestion.closest(to: action.text, among: ["add", "remove", "clear", "test"]).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown action '\(action.text)'\(suggestion) — usage: \(usage)", at: action)
        }
    }

    private static func parse(_ word: Word) throws(CommandError) -> RoutePattern {
        do {
            return try RoutePattern(word.text)
        } catch {
            throw CommandError("'\(word.text)' is not a route pattern: \(error)", at: word)
        }
    }
}
