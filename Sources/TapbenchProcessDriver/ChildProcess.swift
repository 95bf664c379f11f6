import Dispatch
import Foundation

/// Runs a program to its end with bytes on its standard input, reading its two outputs at once, so that
/// neither can fill and stall it.
///
///     let curl = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/curl"), ["-V"])
///     curl.standardOutput.contains("HTTP2")
public enum ChildProcess {
    public struct Result: Sendable {
        public let standardOutput: String
        public let standardError: String
        public let status: Int32

        /// Standard output's lines, without the final empty one.
        public var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// Runs `executable ARGUMENTS` with `input` piped to it, `environment` added to this process's, in
    /// `directory` if given. The waiting happens on Dispatch's threads, so Swift's cooperative threads stay
    /// free for what runs beside it, such as a server the program talks to.
    public static func run(
        _ executable: URL, _ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:], directory: URL? = nil
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result { try runBlocking(executable, arguments, input: input, environment: environment, directory: directory) })
            }
        }
    }

    /// As `run`, on the calling thread.
    public static func runBlocking(
        _ executable: URL, _ arguments: [String], input: [UInt8] = [], environment: [String: String] = [:], directory: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let errors = ErrorOutput()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        // The input is written on a thread of its own too: a program that answers as it reads would otherwise fill
        // its output pipe while this thread still writes, and both would wait for ever.
        let writing = stdin.fileHandleForWriting
        group.enter()
        DispatchQueue.global().async {
            writing.write(Data(input))
            try? writing.close()
            group.leave()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            standardOutput: String(decoding: output, as: UTF8.self), standardError: String(decoding: errors.data, as: UTF8.self),
            status: process.terminationStatus)
    }
}

/// What a program wrote to standard error, read on a thread of its own; read after that thread is done.
private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
}
