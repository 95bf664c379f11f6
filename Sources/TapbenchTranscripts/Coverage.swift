import Foundation
import TapbenchCore

/// `tapbench coverage`: across transcripts, which intents, routes, activity types and each type's presentations,
/// kinds of tap and push events are exercised and which never are, and which transcripts name things the app no
/// longer has.
public struct Coverage: Sendable {
    public struct Area: Sendable {
        public let name: String
        public let all: [String]
        public let exercised: Set<String>

        public var missing: [String] { all.filter { !exercised.contains($0) } }
    }

    public let areas: [Area]
    /// Every activity type's presentations: those drawn (`show`, `hold`) or tapped, of the five a type has.
    public let presentationsByType: [(type: String, exercised: [String])]
    /// `Transcripts/x.md:12: perform CancelOrderIntent — unknown intent …`
    public let obsolete: [String]

    public static let tapKinds = [
        "button runs its intent", "toggle", "Link", "widgetURL", "NSUserActivity continuation", "long press", "StandBy", "control where it does not work",
        "plain AppIntent does nothing",
    ]
    public static let pushKinds = ["start", "update", "end", "dropped by iOS", "refused by APNs"]

    public init(reports: [ReplayReport], catalog: AppCatalog) {
        var intents: Set<String> = []
        var routes: Set<String> = []
        var presentations: Set<String> = []
        var started: Set<String> = []
        var typePresentations: [String: Set<String>] = [:]
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
            // Which type each activity of this transcript is, as its steps start them.
            var typeOf: [Int: String] = [:]
            for result in report.steps {
                for record in result.eventRecords where record["event"] == "activity.started" {
                    guard let number = record["activity"]?.doubleValue.map(Int.init), let type = record["type"]?.stringValue else { continue }
                    typeOf[number] = type
                    started.insert(type)
                }
                for (number, kinds) in Self.drawn(by: result.step.command, activities: typeOf.keys.sorted()) {
                    guard let type = typeOf[number] else { continue }
                    typePresentations[type, default: []].formUnion(kinds)
                }
                for record in result.eventRecords where record["event"] == "tap" {
                    guard let number = record["activity"]?.doubleValue.map(Int.init), let type = typeOf[number],
                        let kind = record["presentation"]?.stringValue
                    else { continue }
                    typePresentations[type, default: []].insert(kind)
                }
                // Whatever the activities, the kinds a command draws (a bare `show` draws lock and compact).
                presentations.formUnion(Self.drawn(by: result.step.command, activities: [0]).flatMap(\.1))
                for line in result.actual where Self.namesSomethingGone(line) {
                    obsolete.append("\(report.path):\(result.step.line): tapbench> \(result.step.command) — \(line.dropFirst("error: ".count))")
                }
            }
        }
        let types = catalog.activityTypes.map(\.name)
        areas = [
            Area(name: "intents", all: catalog.intents.filter { !$0.isScripted }.map(\.name), exercised: intents),
            Area(name: "routes", all: catalog.routes.patterns.map(\.description), exercised: routes),
            Area(name: "activity types started", all: types, exercised: started),
            Area(name: "presentations", all: PresentationKind.allCases.map(\.rawValue), exercised: presentations),
            Area(name: "tap kinds", all: Self.tapKinds, exercised: taps),
            Area(name: "push events", all: Self.pushKinds, exercised: pushes),
        ]
        self.obsolete = obsolete
        presentationsByType = types.map { type in
            (type, PresentationKind.allCases.map(\.rawValue).filter { typePresentations[type]?.contains($0) == true })
        }
    }

    /// The report, one line per item.
    public var lines: [String] {
        var lines: [String] = []
        for area in areas {
            lines.append("\(area.name): \(area.all.count - area.missing.count) of \(area.all.count) exercised")
            for item in area.all { lines.append("  \(area.exercised.contains(item) ? "✓" : "✗") \(item)") }
            if area.name == "presentations" { lines += presentationLinesByType }
        }
        lines.append(obsolete.isEmpty ? "obsolete transcripts: none" : "obsolete transcripts (they name what the app no longer has):")
        lines += obsolete.map { "  \($0)" }
        return lines
    }

    /// Under the presentations, each type's: `  Delivery: lock, expanded, compact — never minimal, standby`.
    private var presentationLinesByType: [String] {
        let kinds = PresentationKind.allCases.map(\.rawValue)
        return presentationsByType.map { type, exercised in
            let never = kinds.filter { !exercised.contains($0) }
            let drawn = exercised.isEmpty ? "none" : exercised.joined(separator: ", ")
            return "    \(never.isEmpty ? "✓" : "✗") \(type): \(drawn)" + (never.isEmpty ? "" : " — never \(never.joined(separator: ", "))")
        }
    }

    /// The activities a `show` or `hold` command draws, each with its presentations; `activities` are those
    /// started so far, which a bare `show` draws.
    private static func drawn(by command: String, activities: [Int]) -> [(Int, Set<String>)] {
        let words = command.split(separator: " ").map(String.init)
        guard let verb = words.first, verb == "show" || verb == "hold" else { return [] }
        guard words.count >= 2, let number = Int(words[1].drop { $0 == "#" }) else {
            return verb == "show" ? activities.map { ($0, ["lock", "compact"]) } : []
        }
        if verb == "hold" { return [(number, ["expanded"])] }
        return [(number, words.count >= 3 ? [words[2]] : Set(PresentationKind.allCases.map(\.rawValue)))]
    }

    /// What coverage reads of a `tap` event's record.
    private struct TapFacts {
        let presentation: String
        let gesture: TapRecord.Gesture
        let action: TapRecord.Action
        let isToggle: Bool
        /// Whether the tap landed on a control rather than outside the controls.
        let onControl: Bool
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
            onControl = record["element"]?.stringValue != TapRecord.background
            reason = record["reason"]?.stringValue
        }

        var kind: String {
            switch (gesture, action) {
            case (.hold, _): "long press"
            case (.toggle, .intent): "toggle"
            case (.tap, .intent) where isToggle: "toggle"
            case (_, .intent): "button runs its intent"
            case (_, .link): "Link"
            case (_, .widgetURL) where onControl, (_, .continuation) where onControl: "control where it does not work"
            case (_, .widgetURL): "widgetURL"
            case (_, .continuation): "NSUserActivity continuation"
            case (_, .expand): "StandBy"
            case (_, .nothing): isToggle ? "toggle" : "plain AppIntent does nothing"
            }
        }
    }

    private static func namesSomethingGone(_ line: String) -> Bool {
        ["error: unknown intent '", "error: unknown activity type '", "error: no route "].contains { line.hasPrefix($0) }
    }
}
