import Foundation
import TapbenchTestSupport
import Testing

/// `tapbench explore` as a user runs it, on the sample app and its two planted faults.
@Suite("tapbench explore, as a user runs it")
struct ExploreProcessTests {
    @Test("explore --seed 1 finds both planted faults, each shrunk to at most 5 steps, in transcripts that replay red")
    func findsThePlantedFaults() async throws {
        let folder = try TemporaryFolder()
        let result = try await TapbenchProcess.run(["explore", "--seed", "1", "--junit", "explore.xml"], input: "", directory: folder.url)
        #expect(result.status == 1, "a broken rule fails the run")
        let findings = result.lines.filter { $0.hasPrefix("  ") }
        let route = try #require(findings.first { $0.hasPrefix("  links-route takeout://order: ") }, "\(result.lines)")
        let toggle = try #require(findings.first { $0.hasPrefix("  controls-do-not-throw PauseTimerIntent: ") }, "\(result.lines)")
        for finding in [route, toggle] {
            let steps = try #require(Int(finding.split(separator: ": ")[1].split(separator: " ")[0]))
            #expect(steps <= 5, "\(finding)")
        }
        // The misbehaving intents the sample already has are found too.
        #expect(findings.contains { $0.hasPrefix("  no-crash RefreshETAIntent: 1 step → ") })
        #expect(findings.contains { $0.hasPrefix("  within-budget ContactCourierIntent: 1 step → ") })
        #expect(result.lines.first?.hasPrefix("explored 600 steps in ") == true)
        #expect(result.lines.last?.hasPrefix("coverage: activity types 6 of 6 started, ") == true)

        let junit = try String(contentsOf: folder.url.appendingPathComponent("explore.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="explore" tests="7" failures="4">"#), "\(junit)")
        #expect(junit.contains(#"<testcase classname="explore" name="presentations-draw"/>"#))
        #expect(junit.contains("explore-failures/links-route-takeout-order.md: start Takeout orderNumber=T/3; tap 1</failure>"))

        let transcript = folder.url.appendingPathComponent("explore-failures/links-route-takeout-order.md")
        #expect(try String(contentsOf: transcript, encoding: .utf8).hasSuffix("""
            ```tapbench
            tapbench> start Takeout orderNumber=T/3
            01:00:00  #1 Takeout started (active)
            tapbench> tap 1
            ...
            [..]  opened [..]
            ...
            ```

            """))
        let replayed = try await TapbenchProcess.run(["replay", "explore-failures"], input: "", directory: folder.url)
        #expect(replayed.status == 1)
        #expect(replayed.lines.last?.hasPrefix("0 passed, \(findings.count) failed") == true, "every finding replays red")
    }

    @Test("the same seed explores the same sessions and writes the same transcripts, byte for byte; another seed explores others")
    func sameSeedSameReport() async throws {
        let folder = try TemporaryFolder()
        var outputs: [String] = []
        for (seed, out) in [("7", "a"), ("7", "b"), ("8", "c")] {
            let result = try await TapbenchProcess.run(["explore", "--seed", seed, "--steps", "120", "--out", out], input: "", directory: folder.url)
            outputs.append(result.standardOutput.replacingOccurrences(of: " → \(out)/", with: " → OUT/"))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] != outputs[2])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("a").path).sorted()
        for file in files {
            let first = try Data(contentsOf: folder.url.appendingPathComponent("a/\(file)"))
            #expect(first == (try Data(contentsOf: folder.url.appendingPathComponent("b/\(file)"))), "\(file)")
        }
    }

    @Test("a transcript of checks runs after every step; the step after which one prints otherwise is a finding ending in the check")
    func checks() async throws {
        let folder = try TemporaryFolder()
        try "```tapbench\ntapbench> list\n...\nlock screen: empty\n```\n".write(to: folder.url.appendingPathComponent("checks.md"), atomically: true, encoding: .utf8)
        try "```tapbench\ntapbench> types\n...\ntapbench> end 1\n```\n".write(to: folder.url.appendingPathComponent("bad.md"), atomically: true, encoding: .utf8)
        let result = try await TapbenchProcess.run(["explore", "--steps", "20", "--checks", "checks.md", "--junit", "x.xml"], input: "", directory: folder.url)
        #expect(result.status == 1)
        let finding = try #require(result.lines.first { $0.hasPrefix("  check checks.md:2: ") }, "\(result.lines)")
        #expect(finding.hasSuffix(" → explore-failures/check-checks-md-2.md"))
        let transcript = try String(contentsOf: folder.url.appendingPathComponent("explore-failures/check-checks-md-2.md"), encoding: .utf8)
        #expect(transcript.hasSuffix("tapbench> list\n...\nlock screen: empty\n```\n"), "\(transcript)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("x.xml"), encoding: .utf8).contains(#"<testsuite name="explore" tests="8" failures="#))
        let replayed = try await TapbenchProcess.run(["replay", "explore-failures/check-checks-md-2.md"], input: "", directory: folder.url)
        #expect(replayed.status == 1, "the finding replays red")

        let bad = try await TapbenchProcess.run(["explore", "--checks", "bad.md"], input: "", directory: folder.url)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("bad.md:4: 'end 1' changes the device — a check only looks: list, show, "), "\(bad.standardError)")
    }

    @Test("bad options get one line that says what would be right, and explore nothing", arguments: [
        (["--steps", "0"], "--steps takes a positive count such as 400; '0' is not"),
        (["--session-length", "0"], "--session-length takes a positive count such as 10; '0' is not"),
        (["--time", "soon"], "--time takes a duration such as 30s or 5m; 'soon' is not one"),
        (["--checks", "absent.md"], "--checks: no readable file at absent.md — give a transcript of checks, such as checks.md"),
    ])
    func badOptions(arguments: [String], message: String) async throws {
        let folder = try TemporaryFolder()
        let result = try await TapbenchProcess.run(["explore"] + arguments, input: "", directory: folder.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("explore-failures").path))
    }
}
