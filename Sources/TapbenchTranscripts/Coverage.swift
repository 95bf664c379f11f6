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
            for record in report.eventRecords {
                switch record["event"]?.stringValue {
                case "intent.performed": record["intent"]?.stringValue.map { _ = intents.insert($0) }
                case "url.opened": record["route"]?.stringValue.map { _ = routes.insert($0) }
                case "tap":
                    guard let tap = TapFacts(record) else { continue }
                    presentations.insert(tap.presentation)
                    taps.insert(tap.kind)
                    if tap.action == .nothing, let name = catalog.intents.first(where: { tap.reason?.contains($0.name) == true })?.name {
                        intents.insert(name)
                    }
                case "app.crashed":
                    // A run the app died in never reports `intent.performed`; the command still names its intent.
                    let words = record["command"]?.stringValue?.split(separator: " ") ?? []
                    if words.first == "perform", words.count > 1 { intents.insert(String(words[1])) }
                case "push.accepted": record["pushEvent"]?.stringValue.map { _ = pushes.insert($0) }
                case "push.rejected":
                    pushes.insert(record["stage"]?.stringValue == PushProblem.Stage.apns.rawValue ? "refused by APNs" : "dropped by iOS")
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

    /// What coverage reads of a `tap` event's record.
    private struct TapFacts {
        let presentation: String
        let gesture: TapRecord.Gesture
        let action: TapRecord.Action
        let isToggle: Bool
        let reason: String?

        init?(_ record: JSONObject) {
            guard let presentation = record["presentation"]?.stringValue,
                let gesture = record["gesture"]?.stringValue.flatMap(TapRecord.Gesture.init(rawValue:)),
                let action = record["action"]?.stringValue.flatMap(TapRecord.Action.init(rawValue:))
            else { return nil }
            self.presentation = presentation
            self.gesture = gesture
            self.action = action
            isToggle = record["value"].map { $0 != .null } ?? false
            reason = record["reason"]?.stringValue
        }

        var kind: String {
            switch (gesture, action) {
            case (.hold, _): "long press"
            case (.toggle, .intent): "toggle"
            case (.tap, .intent) where isToggle: "toggle"
            case (_, .intent): "button runs its intent"
            case (_, .link): "Link"
            case (_, .widgetURL): "widgetURL"
            case (_, .continuation): "NSUserActivity continuation"
            case (_, .expand): "StandBy"
            case (_, .refused): "refused"
            case (_, .nothing): isToggle ? "toggle" : "plain AppIntent does nothing"
            }
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
