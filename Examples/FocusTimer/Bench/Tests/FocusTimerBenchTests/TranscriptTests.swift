import Foundation
import Dispatch
import Testing

/// A transcript in Transcripts/, named after its file.
struct Transcript: Sendable, CustomTestStringConvertible {
    let name: String
    var testDescription: String { name }

    /// The bench package's folder, where `replay` runs.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.md` file in Transcripts/, in order.
    static var all: [Transcript] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent("Transcripts").path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map(Transcript.init)
    }
}

@Suite("Transcripts")
struct TranscriptTests {
    /// Through `focustimer-bench replay`, as CI runs them: the app runs in a worker process, so a crash in
    /// its code fails this transcript with the crash report, and the others still run.
    @Test("replays green", arguments: Transcript.all)
    func replays(_ transcript: Transcript) async throws {
        let result = try await BenchProcess.run(["replay", "Transcripts/\(transcript.name)"], in: Transcript.package)
        #expect(result.status == 0, Comment(rawValue: result.output))
    }

    @Test("Transcripts/ holds transcripts")
    func thereAreTranscripts() {
        #expect(!Transcript.all.isEmpty)
    }
}

/// Runs the built `focustimer-bench`, as a person would from a shell.
enum BenchProcess {
    struct Result: Sendable {
        let status: Int32
        /// Standard output, then standard error.
        let output: String
    }

    /// The executable beside the test bundle, which `swift test` builds with it.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("focustimer-bench")
    }

    /// Runs `focustimer-bench ARGUMENTS` in `folder`. The waiting happens on a dispatch queue, so Swift's
    /// cooperative threads stay free for the tests running beside it.
    static func run(_ arguments: [String], in folder: URL) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try runBlocking(arguments, in: folder) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], in folder: URL) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let reported = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: printed + reported, as: UTF8.self))
    }
}
