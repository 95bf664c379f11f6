import Foundation
import TapbenchTestSupport
import Testing

/// `tapbench run FILE`, `--version`, `--help`, completion scripts and exit codes.
@Suite("Command line")
final class CommandLineTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-cli-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }

    func script(_ text: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("script.tapbench")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("run FILE runs each line, skipping blanks and comments, with clean output and exit 0")
    func runsAScript() async throws {
        let result = try await TapbenchProcess.run(["run", try script("# a delivery\nstart Delivery\n\nupdate 1 step=onTheWay\n")], input: "")
        #expect(result.lines == ["01:00:00  #1 Delivery started (active)", "01:00:00  #1 updated: step: preparing → onTheWay"])
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("\u{1B}"))
    }

    @Test("run stops at the first failing command and exits 1; --keep-going runs on")
    func stopsAtTheFirstError() async throws {
        let path = try script("start Delivery\nstrat Ride\nlist\n")
        let stopped = try await TapbenchProcess.run(["run", path], input: "")
        #expect(stopped.status == 1)
        #expect(stopped.standardError == "error: \(path):2: unknown command 'strat' — did you mean 'start'?\n")
        #expect(!stopped.standardOutput.contains("lock screen"))
        let kept = try await TapbenchProcess.run(["run", "--keep-going", path], input: "")
        #expect(kept.status == 1)
        #expect(kept.standardOutput.contains("lock screen: #1"))
    }

    @Test("a failed check exits 1")
    func failedCheck() async throws {
        let result = try await TapbenchProcess.run(["run", try script("route add delivery://order/:number\nroutes --check\n")], input: "")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("problem: 'delivery://order/:number' can never match"))
    }

    @Test("usage errors exit 2, with a one-line reason")
    func usageErrors() async throws {
        let unknownOption = try await TapbenchProcess.run(["--evnts", "-"], input: "")
        #expect(unknownOption.status == 2)
        #expect(unknownOption.standardError.hasPrefix("Error: Unknown option '--evnts'"))
        #expect(try await TapbenchProcess.run(["run"], input: "").status == 2)
        let missing = try await TapbenchProcess.run(["run", "/nonexistent/script"], input: "")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no script '/nonexistent/script'"))
    }

    @Test("--events FILE writes through the path as a shell's '>' does: a symlink stays a symlink, as /dev/null must stay a device")
    func eventsWriteInPlace() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("events.jsonl")
        let link = folder.appendingPathComponent("link.jsonl")
        try Data("stale\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try await TapbenchProcess.run(["--events", link.path], input: "clock +15m\n")
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == """
            {"event":"clock.advanced","at":"2026-04-25T01:15:00.000Z","from":"2026-04-25T01:00:00.000Z","to":"2026-04-25T01:15:00.000Z"}

            """)
    }

    @Test("--version, --help, and completion scripts for bash, zsh and fish")
    func informational() async throws {
        #expect(try await TapbenchProcess.run(["--version"], input: "").standardOutput == "0.1.0\n")
        let help = try await TapbenchProcess.run(["--help"], input: "")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: tapbench <subcommand>"))
        #expect(help.standardOutput.contains("run"))
        for shell in ["bash", "zsh", "fish"] {
            let completion = try await TapbenchProcess.run(["--generate-completion-script", shell], input: "")
            #expect(completion.status == 0, "\(shell)")
            #expect(completion.standardOutput.contains("tapbench"), "\(shell)")
        }
    }
}
