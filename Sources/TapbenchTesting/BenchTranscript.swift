import Foundation
import TapbenchProcessDriver
import Testing

/// A transcript in a bench package's `Transcripts/` folder, replayed by the bench's built executable as CI replays
/// it: what a team's bench tests with, so its test file is a few lines and an update of Tapbench reaches it.
///
/// ```swift
/// import TapbenchTesting
/// import Testing
///
/// @Suite("Transcripts")
/// struct TranscriptTests {
///     static let transcripts = BenchTranscript.all(replayedBy: "pizza-bench")
///
///     @Test("replays green", .disabled(if: transcripts.isEmpty, "no transcripts in Transcripts/ yet"), arguments: transcripts)
///     func replays(_ transcript: BenchTranscript) async throws { try await transcript.replay() }
/// }
/// ```
public struct BenchTranscript: CustomTestStringConvertible, Sendable {
    /// Its path in `Transcripts/`.
    public let name: String
    /// The bench package's folder.
    let package: URL
    /// The bench's executable, beside the test runner in the build folder, which `swift test` builds first.
    let executable: URL

    public var testDescription: String { name }

    /// Every `.md` file in `Transcripts/` that holds a ```` ```tapbench ```` block, as `replay` finds them, in the package
    /// whose test file calls this (`testFile`), replayed by its executable `replayedBy`.
    public static func all(replayedBy executable: String, testFile: String = #filePath) -> [BenchTranscript] {
        // Tests/<Target>/<File>.swift: the package is two folders up from the file's folder.
        let package = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let folder = package.appendingPathComponent("Transcripts")
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted().filter { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```tapbench") }
        }.map { BenchTranscript(name: $0, package: package, executable: runner.appendingPathComponent(executable)) }
    }

    /// Replays the transcript; a failure is an issue at the caller, with the replay's diff.
    public func replay(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record(
                "no \(executable.lastPathComponent) in \(executable.deletingLastPathComponent().path): run `swift build` first",
                sourceLocation: sourceLocation)
            return
        }
        let result = try await ChildProcess.run(executable, ["replay", "Transcripts/" + name], directory: package)
        if result.status != 0 { Issue.record(Comment(rawValue: result.standardOutput + result.standardError), sourceLocation: sourceLocation) }
    }
}
