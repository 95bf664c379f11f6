import Foundation
import TapbenchCore

/// What exploration knows of the device between steps: the activities on screen and the controls each
/// presentation shows, read from the events and from `show`, as a person reads the screen.
struct ExploreScreen: Sendable {
    /// The activities that are on some screen, by number.
    private(set) var activities: Set<Int> = []
    /// The controls each activity's presentations show, in `show`'s order: `[1: ["lock": [Control(isToggle: true)]]]`.
    private(set) var controls: [Int: [String: [Control]]] = [:]
    /// The content state each activity with a push token started with, as the app encoded it: what its server sends.
    private(set) var pushable: [Int: JSONValue] = [:]
    /// Each activity's attributes type, by number: `DeliveryAttributes`.
    private(set) var types: [Int: String] = [:]
    /// Where each activity on screen is in its life: `active`, `stale`, `ended`.
    private(set) var states: [Int: String] = [:]
    /// The activity started or gone stale last, while it is on screen.
    private(set) var latest: Int?
    /// The activities with a stale date still to come.
    private(set) var goingStale: Set<Int> = []
    /// The device's time, as the last event told it.
    private(set) var now: Date?
    /// Where each activity meets a rule of the clock next: its stale date while active, its eight-hour end while
    /// ongoing (seed 000: eight hours active, then ended).
    private var staleDates: [Int: Date] = [:]
    private var eightHourEnds: [Int: Date] = [:]

    /// A control as `show` lists it: a toggle is flipped, anything else tapped.
    struct Control: Sendable, Hashable {
        let isToggle: Bool
    }

    /// Takes in what a step's events say: activities started, gone stale, ended or dismissed.
    mutating func observe(_ records: [JSONObject]) {
        for record in records {
            let at = Self.date(record["at"])
            if let at, now.map({ at > $0 }) ?? true { now = at }
            if record["event"] == "clock.advanced", let to = Self.date(record["to"]) { now = to }
            guard let name = record["event"]?.stringValue, let number = record["activity"]?.doubleValue.map({ Int($0) }) else { continue }
            switch name {
            case "activity.started":
                activities.insert(number)
                types[number] = record["type"]?.stringValue
                states[number] = record["activityState"]?.stringValue
                latest = number
                if record["pushToken"] != nil, let state = record["state"] { pushable[number] = state }
                if record["staleDate"] != nil { goingStale.insert(number) }
                staleDates[number] = Self.date(record["staleDate"])
                eightHourEnds[number] = at?.addingTimeInterval(Self.activeLimit)
            case "activity.updated":
                if record["staleDate"] != nil { goingStale.insert(number) }
                if let staleDate = Self.date(record["staleDate"]) { staleDates[number] = staleDate }
                if states[number] == "stale" { states[number] = "active" }
            case "activity.activated":
                states[number] = "active"
                eightHourEnds[number] = at?.addingTimeInterval(Self.activeLimit)
            case "activity.stale":
                states[number] = "stale"
                goingStale.remove(number)
                // What just changed on screen draws the eye, as a new activity does.
                latest = number
            case "activity.ended":
                states[number] = "ended"
                goingStale.remove(number)
                eightHourEnds[number] = nil
            case "activity.dismissed":
                activities.remove(number)
                states[number] = nil
                pushable[number] = nil
                if latest == number { latest = nil }
                goingStale.remove(number)
            default: break
            }
        }
    }

    /// The next moment the clock changes an activity by itself: a stale date passing or the eight-hour end. A run that
    /// waits across it meets the activity changed when it resumes.
    var nextEdge: Date? {
        guard let now else { return nil }
        let stale = staleDates.filter { states[$0.key] == "active" }.map(\.value)
        let ends = eightHourEnds.filter { states[$0.key] == "active" || states[$0.key] == "stale" }.map(\.value)
        return (stale + ends).filter { $0 > now }.min()
    }

    /// How long an activity may be active (seed 000): exploring runs on the default settings.
    private static let activeLimit = DeviceSettings().activeLimit.timeInterval

    private static func date(_ value: JSONValue?) -> Date? {
        value?.stringValue.flatMap(Timestamp.parse)
    }

    /// The activities on screen that are new since `before`, or have moved in their life, or that a push changed.
    func changed(since before: ExploreScreen, by records: [JSONObject]) -> [Int] {
        let pushed = records.contains { $0["event"] == "push.accepted" }
            ? records.filter { $0["event"] == "activity.updated" }.compactMap { $0["activity"]?.doubleValue.map(Int.init) } : []
        return activities.filter { before.states[$0] != states[$0] || pushed.contains($0) }.sorted()
    }

    /// The gestures on each control activity `number` shows, each with what it covers: its type, where it is in its
    /// life, the presentation and the control (`WorkoutTimerAttributes stale lock 1`), since a control may work while
    /// the activity is active and not once it is stale.
    func gestures(on number: Int) -> [(step: String, covers: String)] {
        let place = "\(types[number] ?? "?") \(states[number] ?? "?")"
        return (controls[number] ?? [:]).sorted { $0.key < $1.key }.flatMap { kind, controls in
            controls.enumerated().map { index, control in
                ("\(control.isToggle ? "toggle" : "tap") \(number) \(kind) \(index + 1)", "\(place) \(kind) \(index + 1)")
            }
        }
    }

    /// Whether `step` is a push whose content state is the one its activity started with, as the app encoded it:
    /// what the app's server sends, and what must decode (`ExploreInvariant.pushesDecode`).
    func pushesOwnState(_ step: String) -> Bool {
        guard step.hasPrefix("push {"), let end = step.range(of: "} --token #", options: .backwards),
            let number = Int(step[end.upperBound...].prefix { $0.isNumber }), let started = pushable[number],
            let payload = try? JSONParser.parse(String(step[step.index(step.startIndex, offsetBy: 5)...end.lowerBound]))
        else { return false }
        return payload["aps"]?["content-state"] == started
    }

    /// Reads the controls of every presentation from `show N`'s picture, and returns the URLs a tap there
    /// follows, each with the tap that follows it: `("takeout://order/T-311", "tap 1 lock")`.
    mutating func read(show lines: [String], of number: Int) -> [(url: String, tap: String)] {
        var kind: String?
        var found: [String: [Control]] = [:]
        var urls: [(url: String, tap: String)] = []
        for line in lines {
            if let title = Self.kind(inTitle: line) {
                kind = title
                found[title] = found[title] ?? []
            } else if let kind, let control = Self.control(in: line) {
                found[kind, default: []].append(control)
                if line.contains("] Link \""), let url = line.components(separatedBy: " → ").last {
                    urls.append((url, "tap \(number) \(kind) \(found[kind, default: []].count)"))
                }
            } else if let kind, line.hasPrefix("tap elsewhere → widgetURL ") {
                urls.append((String(line.dropFirst("tap elsewhere → widgetURL ".count)), "tap \(number) \(kind)"))
            }
        }
        controls[number] = found
        return urls
    }

    /// `lock` for a title such as `╭─ #1 Delivery · Lock Screen ──╮`.
    static func kind(inTitle line: String) -> String? {
        guard line.contains(" · "), line.contains("#") else { return nil }
        let afterDot = line.split(separator: "·").dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return PresentationKind.allCases.first { afterDot.hasPrefix($0.title) }?.rawValue
    }

    /// A toggle for a line such as `[1] Toggle "Paused" (off) →`.
    static func control(in line: String) -> Control? {
        guard line.hasPrefix("["), let open = line.firstIndex(of: "\"") else { return nil }
        return Control(isToggle: line[..<open].hasSuffix("Toggle "))
    }
}
