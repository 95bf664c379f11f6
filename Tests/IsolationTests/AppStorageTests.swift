import Foundation
import TapbenchTestSupport
import Testing

/// The app's storage belongs to the session (DESIGN D9): the built executable, as users run it, gives each session's
/// worker a sandbox of its own, which a crash rebuild starts empty again and `reset` clears.
@Suite("The app's storage")
struct AppStorageTests {
    @Test("defaults' help examples run in a worker: a value written is there for the app and the session, and not for the next session")
    func defaultsExamples() async throws {
        let first = try await TapbenchProcess.run(
            [], input: "defaults write group.com.example.tapbench.sample onboarded true\ndefaults group.com.example.tapbench.sample\ndefaults\n")
        #expect(
            first.lines == [
                "group.com.example.tapbench.sample: onboarded = true",
                "onboarded = true",
                "standard: nothing stored",
                "group.com.example.tapbench.sample: onboarded",
            ])
        let second = try await TapbenchProcess.run([], input: "defaults group.com.example.tapbench.sample\n")
        #expect(second.lines == ["group.com.example.tapbench.sample: nothing stored"])
    }

    @Test("what the app stored is gone at reset, and a value of every kind reads back as written")
    func resetAndKinds() async throws {
        let result = try await TapbenchProcess.run(
            [],
            input: """
                app track order=B-2040
                defaults write standard count 3
                defaults write standard ratio 0.5
                defaults write standard name "Ana Ruiz"
                defaults write standard stops ["Colorado Blvd", 2]
                defaults standard
                reset
                defaults

                """)
        #expect(
            Array(result.lines.suffix(6)) == [
                "count = 3",
                "name = \"Ana Ruiz\"",
                "ratio = 0.5",
                #"stops = ["Colorado Blvd",2]"#,
                "reset: a fresh device at 2026-04-25T01:00:00Z",
                "standard: nothing stored",
            ])
    }

    @Test("bad defaults input gets one line and changes nothing")
    func badInput() async throws {
        let result = try await TapbenchProcess.run(
            [],
            input: "defaults write standard gone null\ndefaults delete standard nope\ndefaults bad/name\ndefaults write standard\ndefaults\n")
        let errors = result.standardError.split(separator: "\n").map(String.init)
        #expect(result.lines == ["standard: nothing stored"])
        #expect(
            errors == [
                "error: line 1: null cannot be stored in UserDefaults — remove the value with 'defaults delete standard gone'",
                "error: line 2: standard has no value for 'nope'",
                "error: line 3: 'bad/name' is not a suite UserDefaults opens — name one such as an app group, or 'standard'",
                "error: line 4: missing KEY — usage: defaults [SUITE] | defaults write SUITE KEY VALUE | defaults delete SUITE [KEY]",
            ])
    }

    @Test("after a crash the rebuilt device runs on storage as empty as at the start: the app's launch finds no order to resume")
    func rebuildStartsEmpty() async throws {
        let result = try await TapbenchProcess.run(
            [], input: "app track order=B-2040\nserver log\nperform RefreshETAIntent orderID=A-7189\nserver log\n")
        // `server log`'s lines, numbered: `3  01:00:00  app → GET …`.
        let logs = result.lines.filter { $0.contains(#/^\d+  \d\d:\d\d:\d\d  app → /#) }
        #expect(logs.count == 10, "\(result.lines)")
        #expect(Array(logs.prefix(5)) == Array(logs.suffix(5)))
    }
}
