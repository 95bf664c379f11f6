/// Runs command lines against a device: a `Session` in this process, or a session in a worker
/// process that a supervisor rebuilds when the app crashes. Replays and scripts take either.
///
/// ```swift
/// let runner: any CommandRunner = Session(app: { SampleApp.catalog(now: $0) })
/// let outcome = await runner.execute("start Delivery")
/// ```
public protocol CommandRunner: AnyObject {
    /// Runs one command line; errors leave the device as it was.
    func execute(_ line: String) async -> Outcome
}

extension Session: CommandRunner {}
