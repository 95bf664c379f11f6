import Foundation
import TapbenchCore

/// `tapbench coverage`: across transcripts, which intents, routes, presentations, kinds of tap and push
/// events are exercised and which never are, and which transcripts name things the app no longer has.
public struct Coverage: Sendable {
    public struct Area: Sendable {
        public let name: String
        public let all: [String]
        public let exercised: Set<String>

        public var missing: [String] { all.filter { !exercised.contains($0) } }
    }

    public let areas: [Area]
    /// `Transcripts/x.md:12: perform CancelOrderIntent — unknown intent …`
    public let obsolete: [String]

    public static let tapKinds = [
        "button runs its intent", "toggle", "Link", "widgetURL", "NSUserActivity continuation", "long press", "StandBy", "refused",
        "plain AppIntent does nothing",
    ]
    public static let pushKinds = ["start", "update", "end", "dropped by iOS", "refused by APNs"]

    public init(reports: [ReplayReport], catalog: AppCatalog) {
        var intents: Set<String> = []
        var routes: Set<String> = []
        var presentations: Set<String> = []
        var taps: Set<String> = []
        var pushes: Set<String> = []
        var obsolete: [String] = []
        for report in reports {
            for event in report.events {
                switch event.kind {
                case .intentPerformed(let run): intents.insert(run.intent)
                case .urlOpened(let opening, _): routes.insert(opening.route)
                case .tap(let tap):
                    presentations.insert(tap.presentation.rawValue)
                    taps.insert(Self.kind(of: tap))
                    if tap.action == .nothing, let name = catalog.intents.first(where: { tap.reason?.contains($0.name) == true })?.name {
                        intents.insert(name)
                    }
                case .pushAccepted(let receipt): pushes.insert(receipt.event.rawValue)
                case .pushRejected(let problem, _): pushes.insert(problem.stage == .apns ? "refused by APNs" : "dropped by iOS")
                default: break
                }
            }
            for result in report.steps {
                presentations.formUnion(Self.shown(by: result.step.command))
                for line in result.actual where Self.namesSomethingGone(line) {
                    obsolete.append("\(report.path):\(result.step.line): tapbench> \(result.step.command) — \(line.dropFirst("error: ".count))")
                }
            }
        }
        areas = [
            Area(name: "intents", all: catalog.intents.filter { !$0.isScripted }.map(\.name), exercised: intents),
            Area(name: "routes", all: catalog.routes.patterns.map(\.description), exercised: routes),
            Area(name: "presentations", all: PresentationKind.allCases.map(\.rawValue), exercised: presentations),
            Area(name: "tap kinds", all: Self.tapKinds, exercised: taps),
            Area(name: "push events", all: Self.pushKinds, exercised: pushes),
        ]
        self.obsolete = obsolete
    }

    /// The report, one line per item.
    public var lines: [String] {
        var lines: [String] = []
        for area in areas {
            lines.append("\(area.name): \(area.all.count - area.missing.count) of \(area.all.count) exercised")
            for item in area.all { lines.append("  \(area.exercised.contains(item) ? "✓" : "✗") \(item)") }
        }
        lines.append(obsolete.isEmpty ? "obsolete transcripts: none" : "obsolete transcripts (they name what the app no longer has):")
        lines += obsolete.map { "  \($0)" }
        return lines
    }

    private static func kind(of tap: TapRecord) -> String {
        switch (tap.gesture, tap.action) {
        case (.hold, _): "long press"
        case (.toggle, .intent): "toggle"
        case (.tap, .intent) where tap.value != nil: "toggle"
        case (_, .intent): "button runs its intent"
        case (_, .link): "Link"
        case (_, .widgetURL): "widgetURL"
        case (_, .continuation): "NSUserActivity continuation"
        case (_, .expand): "StandBy"
        case (_, .refused): "refused"
        case (_, .nothing): tap.value == nil ? "plain AppIntent does nothing" : "toggle"
        }
    }

    /// The presentations a `show` or `hold` command draws.
    private static func shown(by command: String) -> Set<String> {
        let words = command.split(separator: " ").map(String.init)
        switch words.first {
        case "show" where words.count >= 3: return [words[2]]
        case "show" where words.count == 2: return Set(PresentationKind.allCases.map(\.rawValue))
        case "show": return ["lock", "compact"]
        case "hold": return ["expanded"]
        default: return []
        }
    }

    private static func namesSomethingGone(_ line: String) -> Bool {
        ["error: unknown intent '", "error: unknown activity type '", "error: no route "].contains { line.hasPrefix($0) }
    }
}
