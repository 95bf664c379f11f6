import CTapbenchWorker
import Foundation
import Synchronization

/// A warm copy of this program that forks the workers (DESIGN D8). A worker started with exec loads some twenty
/// shared libraries and binds their symbols again, about a fifth of a short transcript's processor time; forked
/// from a copy that has done it once, it starts loaded. Each worker is still a process of its own that starts as a
/// fresh one does: the copy runs no Swift code (`WorkerForks.c`), and the worker's session variables are in its
/// environment before its `main` runs. It is the supervisor's child, as a worker started with exec is, so `kill`
/// and `waitpid` work on it alike.
///
/// `TAPBENCH_FORK_WORKERS=off` starts every worker with exec instead; so does any request the copy cannot serve.
final class WorkerForks: Sendable {
    /// The copy, started when a process starts its second worker (`WorkerProcess`); nil when forking is off or the
    /// copy could not be started.
    static let shared: WorkerForks? = {
        guard ProcessInfo.processInfo.environment["TAPBENCH_FORK_WORKERS"] != "off" else { return nil }
        return try? WorkerForks(executable: WorkerProcess.executable, variables: Sandbox.variableNames)
    }()

    /// The supervisor's end of the socket to the copy.
    let socket: Int32
    /// The variables a request may set: the copy's environment holds a placeholder for each.
    private let variables: Set<String>
    /// Held for a request and its answer; false once the copy has failed, when every worker is started with exec.
    private let serving = Mutex(true)

    /// How long a variable's value may be: a path as long as Linux allows.
    static let placeholderLength = 4096

    /// Starts the copy of `executable`, with a placeholder in its environment for each of `variables`.
    init(executable: String, variables: [String]) throws(WorkerStartError) {
        guard tapbench_become_subreaper() == 0 else { throw WorkerStartError(reason: String(cString: strerror(errno))) }
        var ends: [Int32] = [0, 0]
        guard tapbench_socketpair_cloexec(&ends) == 0 else { throw WorkerStartError(reason: String(cString: strerror(errno))) }
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer {
            close(nothing)
            close(ends[1])
        }
        let prefix = "/nonexistent/"
        let placeholder = prefix + String(repeating: "-", count: Self.placeholderLength - prefix.count)
        var environment = WorkerProcess.environment
        for name in variables { environment[name] = placeholder }
        environment["TAPBENCH_SERVE_FORKS"] = "3"
        // Bound once in the copy, symbols cost a worker nothing; the copy takes the setting out again.
        if environment["LD_BIND_NOW"] == nil {
            environment["LD_BIND_NOW"] = "1"
            environment["TAPBENCH_SERVE_FORKS_BOUND"] = "1"
        }
        do {
            _ = try ProgramStart.spawn(
                executable, [WorkerOptions.commandName], environment: environment, descriptors: [(nothing, 0), (nothing, 1), (nothing, 2), (ends[1], 3)])
        } catch {
            close(ends[0])
            throw error
        }
        socket = ends[0]
        self.variables = Set(variables)
    }

    /// The copy ends when its socket closes.
    deinit { close(socket) }

    /// Forks a worker that runs `tapbench ARGUMENTS` in this process's current folder with `environment` over the
    /// copy's, and `descriptors` as its standard input, its standard output and error, and its descriptor 3: from the
    /// assembled copy for `assembled` when there is one that serves (`AssembledCopies`), else from this copy. Returns
    /// its pid, or nil when it must be started with exec.
    func start(arguments: [String], environment: [String: String], descriptors: [Int32], assembled: AssembledCopyKey? = nil) -> pid_t? {
        guard environment.keys.allSatisfy(variables.contains), environment.values.allSatisfy({ $0.utf8.count <= Self.placeholderLength })
        else { return nil }
        if let assembled, let pid = assembledCopies.fork(for: assembled, arguments: arguments, environment: environment, descriptors: descriptors, by: self) {
            return pid
        }
        return request(socket: socket, arguments: arguments, environment: environment, descriptors: descriptors)
    }

    /// The copies with the app assembled that fork a batch's first workers.
    private let assembledCopies = AssembledCopies()

    /// Sends a request to the copy at the other end of `socket`: this copy's, or an assembled copy's.
    func request(socket: Int32, arguments: [String], environment: [String: String], descriptors: [Int32]) -> pid_t? {
        var request: [UInt8] = []
        for part in [FileManager.default.currentDirectoryPath] + environment.map({ "\($0.key)=\($0.value)" }) + [""] + arguments {
            request += part.utf8
            request.append(0)
        }
        guard request.count <= TAPBENCH_FORK_REQUEST_LIMIT else { return nil }
        return serving.withLock { serving -> pid_t? in
            guard serving else { return nil }
            let answer = request.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { tapbench_request_fork(socket, descriptors, $0.baseAddress, $0.count) }
            }
            if answer > 0 { return answer }
            // A value or a request too long is this request's alone; anything else means the copy is gone.
            if answer != -E2BIG, socket == self.socket { serving = false }
            return nil
        }
    }
}
