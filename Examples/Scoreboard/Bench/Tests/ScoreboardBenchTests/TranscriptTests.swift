import Foundation
import Testing

/// A transcript in Transcripts/, named after its file.
struct Transcript: CustomTestStringConvertible, Sendable {
    let name: String
    var testDescription: String { name }

    /// The package's folder.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every .md file in Transcripts/ that holds a ```tapbench block, as `scoreboard-bench replay` finds them.
    static var all: [Transcript] {
        let folder = package.appendingPathComponent("Transcripts")
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted().filter { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```tapbench") }
        }.map(Transcript.init(name:))
    }
}

/// Each transcript replayed by the built `scoreboard-bench`, as CI replays them; a failure shows the replay's diff.
@Suite("Transcripts")
struct TranscriptTests {
    @Test(
        "replays green",
        .disabled(
            if: Transcript.all.isEmpty,
            "no transcripts in Transcripts/ yet: its README says how to record one"),
        arguments: Transcript.all)
    func replays(_ transcript: Transcript) async throws {
        guard FileManager.default.isExecutableFile(atPath: Bench.executable.path) else {
            Issue.record("no scoreboard-bench in \(Bench.executable.deletingLastPathComponent().path): run `swift build` first")
            return
        }
        let result = try await Bench.run(["replay", "Transcripts/" + transcript.name])
        #expect(result.status == 0, Comment(rawValue: result.output))
    }
}

/// The built `scoreboard-bench`, which `swift build` puts beside the tests in .build/debug.
enum Bench {
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("scoreboard-bench")

    /// Runs it in the package's folder; waited for on a dispatch queue, so that Swift's cooperative
    /// threads stay free for the other tests.
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runBlocking(arguments) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Transcript.package
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
