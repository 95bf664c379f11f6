/// Runs command lines against a device: a `Session` in this process, or a session in a worker
/// process that a supervisor rebuilds when the app crashes. Replays and scripts take either.
///
/// ```swift
/// let runner: any CommandRunner = Session(app: { SampleApp.catalog(now: $0) })
/// let outcome = await runner.execute("start Delivery")
/// ```
public protocol CommandRunner: AnyObject {
    /// Runs one command line; errors leave the device as it was.
    func execute(_ line: String) async -> CommandOutcome

    /// Announces the lines that `execute` will be called with next, in order, as a replay knows them: a
    /// runner in another process sends them ahead. A runner in this process has nothing to do.
    func willExecute(_ lines: [String])
}

extension CommandRunner {
    public func willExecute(_ lines: [String]) {}
}

extension Session: CommandRunner {}
