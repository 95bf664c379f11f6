import Dispatch
import Foundation

/// Runs the built `tapbench` executable, as a user would from a shell.
public struct TapbenchProcess {
    public struct Result: Sendable {
        public let standardOutput: String
        public let standardError: String
        public let status: Int32

        /// Standard output's lines, without the final empty one.
        public var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The executable beside the test bundle, which `swift test` builds with everything else.
    public static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tapbench")
    }

    /// Runs `tapbench ARGUMENTS` with `input` piped to standard input. The waiting happens on a
    /// dispatch queue, so Swift's cooperative threads stay free for the tests running beside it.
    public static func run(
        _ arguments: [String] = [], input: String, environment: [String: String] = [:], directory: URL? = nil
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result { try runBlocking(arguments, input: input, environment: environment, directory: directory) })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], input: String, environment: [String: String], directory: URL?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            standardOutput: String(decoding: output, as: UTF8.self), standardError: String(decoding: error, as: UTF8.self),
            status: process.terminationStatus)
    }
}
