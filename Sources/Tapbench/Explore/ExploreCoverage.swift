import TapbenchCore

/// What an exploration reached: the activity types it started, the intents that ran, the routes that opened a
/// screen, and the presentations it touched.
struct ExploreCoverage: Sendable {
    private(set) var types: Set<String> = []
    private(set) var intents: Set<String> = []
    private(set) var routes: Set<String> = []
    private(set) var presentations: Set<String> = []
    /// How each push ended: `accepted`, or the code it was refused with, such as `content-state`.
    private(set) var pushOutcomes: [String: Int] = [:]

    mutating func observe(_ records: [JSONObject]) {
        for record in records {
            switch record["event"]?.stringValue {
            case "activity.started": record["type"]?.stringValue.map { _ = types.insert($0) }
            case "intent.performed": record["intent"]?.stringValue.map { _ = intents.insert($0) }
            case "url.opened": record["route"]?.stringValue.map { _ = routes.insert($0) }
            case "tap": record["presentation"]?.stringValue.map { _ = presentations.insert($0) }
            case "push.accepted": pushOutcomes["accepted", default: 0] += 1
            case "push.rejected": pushOutcomes[record["code"]?.stringValue ?? "refused", default: 0] += 1
            default: break
            }
        }
    }

    /// `activity types 6 of 6 started, intents 9 of 11 ran, routes 5 of 8 opened, presentations touched: …; pushes: …`.
    func line(of surface: ExploreSurface) -> String {
        let touched = presentations.isEmpty ? "none" : presentations.sorted().joined(separator: ", ")
        let pushes = pushOutcomes.isEmpty ? "none" : pushOutcomes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "coverage: activity types \(types.count) of \(surface.types.count) started, intents \(intents.count) of \(surface.intents.count) ran, "
            + "routes \(routes.count) of \(surface.routes.count) opened, presentations touched: \(touched); pushes: \(pushes)"
    }
}
