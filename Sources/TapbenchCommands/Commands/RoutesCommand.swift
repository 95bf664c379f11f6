import TapbenchCore

/// `routes [--check]`: the app's routes, or what is wrong with them and the links that use them.
enum RoutesCommand: Command {
    static let name = "routes"
    static let group = CommandGroup.app
    static let usage = "routes [--check]"
    static let summary = "the app's deep-link routes; --check finds shadowed routes and presentations' links that lead nowhere"
    static let options = [
        OptionSpec("--check", help: "report routes that can never win or use a scheme the app does not declare, links and widgetURLs that match no route, compact views that disagree")
    ]
    static func examples(_: ExampleWords) -> [String] { ["routes", "routes --check"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        try arguments.expectPositionals(atMost: 0, usage: usage)
        let catalog = session.device.catalog
        if arguments.has("--check") {
            let problems = PresentationCheck.problems(in: catalog, now: session.device.now)
            guard !problems.isEmpty else { return CommandResult(lines: ["no problems: \(counted(catalog.routes.count, "route")), \(counted(catalog.presentationSets.count, "widget")) checked"]) }
            return CommandResult(lines: problems.map { "problem: \($0)" }, failed: true)
        }
        var table = Table(header: ["route", "screen"])
        table.rows = catalog.routeList.map { [$0.pattern.description, $0.screen] }
        let domains = catalog.associatedDomains.domains.map { "applinks:\($0.host)" }
        let schemes = catalog.urlSchemes.map { ["URL schemes: \($0.isEmpty ? "none" : $0.joined(separator: ", "))"] } ?? []
        return CommandResult(
            lines: (catalog.routeList.isEmpty ? ["no routes"] : table.lines) + schemes
                + (domains.isEmpty ? [] : ["associated domains: \(domains.joined(separator: ", "))"]))
    }
}

/// `1 route`, `3 routes`.
private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
