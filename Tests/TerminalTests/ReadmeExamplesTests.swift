import Dispatch
import Foundation
import TapbenchTestSupport
import Testing

/// Every command example in README.md runs against the built executable and does what the README shows.
@Suite("README examples")
final class ReadmeExamplesTests {
    /// A folder of its own for each test, where commands run: `Examples/` and `Transcripts/` are linked
    /// into it, so the README's relative paths resolve, and what a command writes (`> _tapbench`) lands there.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for linked in ["Examples", "Transcripts"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(linked), withDestinationURL: ReadmeExamples.root.appendingPathComponent(linked))
        }
    }

    deinit {
        for leftover in [folder, folder.appendingPathExtension("stdout"), folder.appendingPathExtension("stderr")] {
            try? FileManager.default.removeItem(at: leftover)
        }
    }

    @Test("the README has shell examples, REPL sessions and an example transcript to run")
    func examplesAreFound() throws {
        let examples = try ReadmeExamples.load()
        #expect(examples.shellCommands.contains { $0.text.hasPrefix("swift run tapbench run ") })
        #expect(examples.shellCommands.contains { $0.text.contains("| swift run tapbench") })
        #expect(examples.sessions.count >= 4)
        #expect(examples.exampleTranscripts.count >= 1)
    }

    @Test("each shell example succeeds", arguments: (try? ReadmeExamples.load())?.shellCommands ?? [])
    func shellExample(_ command: ReadmeExamples.ShellCommand) async throws {
        let binary = "'" + TapbenchProcess.executable.path + "'"
        let script = command.text.hasPrefix("tapbench ")
            ? binary + command.text.dropFirst("tapbench".count) : command.text.replacingOccurrences(of: "swift run tapbench", with: binary)
        let result = try await shell(script)
        #expect(result.status == 0, "README.md:\(command.line): exit \(result.status)\n\(result.standardError)")
        #expect(!result.standardError.contains("error"), "README.md:\(command.line): \(result.standardError)")
        if script.hasSuffix("> _tapbench") {
            let written = try String(contentsOf: folder.appendingPathComponent("_tapbench"), encoding: .utf8)
            #expect(written.hasPrefix("#compdef tapbench"))
        }
    }

    @Test("each REPL session and the example transcript replay as shown")
    func sessionsReplay() async throws {
        let examples = try ReadmeExamples.load()
        let transcripts = examples.sessions + examples.exampleTranscripts
        for (name, transcript) in transcripts {
            try Data(transcript.utf8).write(to: folder.appendingPathComponent(name))
        }
        let result = try await TapbenchProcess.run(["replay"] + transcripts.map { folder.appendingPathComponent($0.name).path }, input: "")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.lines.filter { $0.hasPrefix("pass ") }.count == transcripts.count, "\(result.standardOutput)")
    }

    /// What a shell command printed, and its exit status.
    struct ShellResult: Sendable {
        let standardOutput: String
        let standardError: String
        let status: Int32
    }

    /// Runs a command line with `/bin/sh` in `folder`, its standard input an empty pipe. The shell
    /// writes what the command prints to files of its own (`exec >… 2>…`), so neither stream can fill
    /// up and stall it.
    private func shell(_ script: String) async throws -> ShellResult {
        let output = folder.appendingPathExtension("stdout")
        let error = folder.appendingPathExtension("stderr")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec >'\(output.path)' 2>'\(error.path)'\n" + script]
        process.currentDirectoryURL = folder
        let input = Pipe()
        process.standardInput = input
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            DispatchQueue.global().async {
                continuation.resume(with: Result {
                    try process.run()
                    try input.fileHandleForWriting.close()
                    process.waitUntilExit()
                    return process.terminationStatus
                })
            }
        }
        return ShellResult(
            standardOutput: try String(contentsOf: output, encoding: .utf8), standardError: try String(contentsOf: error, encoding: .utf8),
            status: status)
    }
}
