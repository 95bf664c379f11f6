import TapbenchCommands
import TapbenchSampleApp
import Testing

/// Every command that names an activity takes the same words for it: its number (`1`), its number with a hash
/// (`#1`), or the start of its ActivityKit id in either case (`9FB9AA`, `#9fb9aa`). Each form must do exactly what
/// the number does, on a session of its own made the same way (same seed, so the same ids).
@Suite("Activity references")
struct ActivityReferenceTests {
    /// A fresh session with the sample delivery (#1, with a push token) and a workout timer (#2).
    static func session() async -> Session {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        for line in ["start Delivery --push token", "start WorkoutTimer"] {
            #expect(await session.execute(line).error == nil)
        }
        return session
    }

    /// What a line prints, its error included, on a fresh session; `{2}` stands for how the workout timer is named
    /// and `{1}` for the delivery.
    static func printed(_ template: String, naming form: (LiveActivityNaming) -> String) async -> [String] {
        let session = await session()
        let activities = session.device.activities
        let line = template
            .replacingOccurrences(of: "{1}", with: form(LiveActivityNaming(number: 1, id: activities[0].id)))
            .replacingOccurrences(of: "{2}", with: form(LiveActivityNaming(number: 2, id: activities[1].id)))
        let outcome = await session.execute(line)
        return outcome.lines + (outcome.error.map { ["error: \($0.message)"] } ?? [])
    }

    /// The ways to name one activity.
    struct LiveActivityNaming {
        let number: Int
        let id: String
    }

    static let forms: [(name: String, form: @Sendable (LiveActivityNaming) -> String)] = [
        ("#N", { "#\($0.number)" }),
        ("id prefix", { String($0.id.prefix(6)) }),
        ("lower-case id prefix", { $0.id.prefix(6).lowercased() }),
        ("#id prefix", { "#" + $0.id.prefix(8) }),
        ("whole id", { $0.id }),
    ]

    static let commands = [
        "show {1} lock", "tap {1} expanded Cancel", "tap {2} compact", "toggle {2} lock Paused on", "hold {2} minimal",
        "update {1} step=onTheWay", "end {1} --dismissal immediate", "tokens rotate {1}",
        #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}}} --token {1}"#,
    ]

    @Test("show, tap, toggle, hold, update, end, tokens rotate and push --token take #N and an id's start as they take N", arguments: commands)
    func everyCommand(_ template: String) async {
        // push --token reads a bare word as a token, so an activity is named there with its hash only.
        let byNumber = await Self.printed(template) { template.hasPrefix("push") ? "#\($0.number)" : "\($0.number)" }
        #expect(!byNumber.isEmpty && !byNumber.contains { $0.hasPrefix("error:") }, "\(byNumber)")
        for (name, form) in Self.forms where !template.hasPrefix("push") || name.hasPrefix("#") {
            #expect(await Self.printed(template, naming: form) == byNumber, "\(name)")
        }
    }

    @Test("a scripted intent's effect names its activity the same ways")
    func scriptedEffect() async {
        for form in ["1", "#1", "{id}"] {
            let session = await Self.session()
            let line = "intent define Ship do update \(form) step=onTheWay".replacingOccurrences(of: "{id}", with: String(session.device.activities[0].id.prefix(6)))
            #expect(await session.execute(line).error == nil)
            let outcome = await session.execute("perform Ship")
            #expect(outcome.error == nil)
            #expect(outcome.lines.contains("01:00:00    #1 updated: step: preparing → onTheWay [intent]"), "\(form): \(outcome.lines)")
        }
    }

    @Test("completion after an id's start offers what it offers after the number")
    func completion() async {
        let session = await Self.session()
        let prefix = String(session.device.activities[1].id.prefix(6))
        let completer = Completer(device: session.device, directory: session.directory)
        #expect(completer.candidates(for: "toggle \(prefix) lock ") == ["1", "Paused"])
        #expect(completer.candidates(for: "tap #\(prefix) ") == completer.candidates(for: "tap 2 "))
        let delivery = String(session.device.activities[0].id.prefix(6))
        #expect(completer.candidates(for: "update \(delivery.lowercased()) st") == ["step="])
    }

    @Test("a word that names no activity gets one line with the numbers to use, in every command", arguments: [
        "show", "tap", "toggle", "hold", "update", "end", "tokens rotate",
    ])
    func unknown(_ command: String) async {
        let session = await Self.session()
        let toggleElement = command == "toggle" ? " lock Paused" : ""
        #expect(await session.execute("\(command) abc\(toggleElement)").error?.message == "no activity 'abc' — use a number from 'list', 1 to 2")
        #expect(await session.execute("\(command) FFFFFFFF\(toggleElement)").error?.message == "no activity 'FFFFFFFF' — use a number from 'list', 1 to 2")
        #expect(await session.execute("\(command) #7\(toggleElement)").error?.message == "no activity 7: activities are numbered 1 to 2 (see 'list')")
    }

    @Test("push --token #abc names no activity")
    func unknownToken() async {
        let session = await Self.session()
        let outcome = await session.execute(#"push {"aps":{"timestamp":1777080000,"event":"end","content-state":{}}} --token #abc"#)
        #expect(outcome.error?.message == "no activity '#abc' — use a number from 'list', 1 to 2")
    }
}
