import Foundation

/// Runs the built `tapbench` executable, as a user would from a shell.
public struct TapbenchProcess {
    /// The executable beside the test bundle, which `swift test` builds with everything else.
    public static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tapbench")
    }

    /// Runs `tapbench ARGUMENTS` with `input` piped to standard input. The waiting happens on a
    /// dispatch queue, so Swift's cooperative threads stay free for the tests running beside it.
    public static func run(
        _ arguments: [String] = [], input: String, environment: [String: String] = [:], directory: URL? = nil
    ) async throws -> ChildProcess.Result {
        try await ChildProcess.run(executable, arguments, input: Array(input.utf8), environment: environment, directory: directory)
    }
}
