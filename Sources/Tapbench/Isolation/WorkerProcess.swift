import CTapbenchWorker
import Foundation
import Synchronization

/// One worker process (`tapbench worker`) and the pipes to it: requests go to its standard input,
/// replies come back on its descriptor 3, and whatever it prints (the app's own output, and the Swift
/// runtime's last words when it traps) is kept, the last part of it, for the crash report.
final class WorkerProcess: @unchecked Sendable {
    let pid: pid_t
    private let requests: Int32
    private let writing = Mutex(())
    private let replies: LineChannel
    private let printed: PrintedTail

    /// How a worker ended.
    enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Proxy settings that keep whatever the app's process sends through Foundation's own networking (libcurl) on
    /// this machine: app code's `URLSession` is the bench's and never opens a socket, but code built without it,
    /// such as a dependency's, would reach the network. Such a request goes to a port on loopback where nothing
    /// answers, and fails; loopback itself, where `server forward` sends requests, stays direct.
    static let loopbackOnly: [String: String] = [
        "http_proxy": "http://127.0.0.1:1", "https_proxy": "http://127.0.0.1:1", "HTTPS_PROXY": "http://127.0.0.1:1",
        "all_proxy": "http://127.0.0.1:1", "ALL_PROXY": "http://127.0.0.1:1",
        "no_proxy": "127.0.0.1,localhost,::1", "NO_PROXY": "127.0.0.1,localhost,::1",
    ]

    /// What every worker's environment holds before its session's own variables: this process's, with the settings
    /// below over it.
    static let environment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        // A trap's report is the runtime's one line; a symbolicated backtrace would take seconds.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(loopbackOnly) { _, loopback in loopback }
        // Dictionaries and sets iterate in the same order in every run: app code that encodes a dictionary, or
        // a struct with Foundation's JSONEncoder, which keeps its keys in one, sends the same bytes every replay.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        return environment
    }()

    /// Starts `tapbench worker OPTIONS` with `environment` over `WorkerProcess.environment` (the app's sandbox):
    /// forked from the warm copy (`WorkerForks`) when there is one, with the app already assembled when `assembled`
    /// names the copy to fork it from (`AssembledCopy`), else as a new process.
    init(options: WorkerOptions, environment extra: [String: String] = [:], assembled: AssembledCopyKey? = nil) throws(WorkerStartError) {
        let arguments = [WorkerOptions.commandName] + options.arguments
        _ = Self.survivesDeadWorkers
        var requestPipe: [Int32] = [0, 0]
        var replyPipe: [Int32] = [0, 0]
        var printPipe: [Int32] = [0, 0]
        guard tapbench_pipe_cloexec(&requestPipe) == 0, tapbench_pipe_cloexec(&replyPipe) == 0, tapbench_pipe_cloexec(&printPipe) == 0 else {
            throw WorkerStartError(reason: String(cString: strerror(errno)))
        }
        let descriptors = [requestPipe[0], printPipe[1], replyPipe[1]]
        let started: Result<pid_t, WorkerStartError>
        // The first worker is started with exec: a process that needs only one, as the REPL's first prompt does,
        // never waits for the copy to load.
        let forks = Self.started.add(1, ordering: .relaxed).oldValue == 0 ? nil : WorkerForks.shared
        if let pid = forks?.start(arguments: arguments, environment: extra, descriptors: descriptors, assembled: assembled) {
            started = .success(pid)
        } else {
            started = Result { () throws(WorkerStartError) in
                try ProgramStart.spawn(
                    Self.executable, arguments, environment: Self.environment.merging(extra) { _, given in given },
                    descriptors: [(requestPipe[0], 0), (printPipe[1], 1), (printPipe[1], 2), (replyPipe[1], Worker.replyDescriptor)])
            }
        }
        close(requestPipe[0])
        close(replyPipe[1])
        close(printPipe[1])
        switch started {
        case .success(let pid):
            self.pid = pid
        case .failure(let error):
            [requestPipe[1], replyPipe[0], printPipe[0]].forEach { close($0) }
            throw error
        }
        requests = requestPipe[1]
        replies = LineChannel(descriptor: replyPipe[0])
        printed = PrintedTail(descriptor: printPipe[0])
    }

    deinit {
        close(requests)
    }

    /// How many workers this process has started.
    private static let started = Atomic(0)

    /// A write to a worker that has died fails with EPIPE, which `send` reports, instead of ending this
    /// process with SIGPIPE.
    private static let survivesDeadWorkers: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// This program, which is also the worker's.
    static let executable: String = {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }()

    /// Sends a request; false when the worker is gone.
    func send(_ request: WorkerRequest) -> Bool {
        send([request])
    }

    /// Sends requests in one write; false when the worker is gone. Interrupts are sent from another thread
    /// than the other requests, so each write is whole under a lock.
    func send(_ requests: [WorkerRequest]) -> Bool {
        var bytes: [UInt8] = []
        for request in requests { request.json.writeLine(to: &bytes) }
        return writing.withLock { _ in StandardStream.writeWhole(bytes, to: self.requests) }
    }

    /// The next reply, waiting at most `timeout` (for ever when nil): `.line`, `.ended` when the worker
    /// closed its end (it died), or `.timedOut`.
    func receive(timeout: Duration?, gathering: Duration = .zero) -> LineChannel.Reading {
        replies.next(timeout: timeout, gathering: gathering)
    }

    /// Ends the worker at once, and waits for it.
    func terminate() -> Ending {
        kill(pid, SIGKILL)
        return wait()
    }

    /// Waits for the worker to end and says how.
    func wait() -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// What the worker printed last, once it has closed its output.
    func lastWords() -> String { printed.text() }

    /// What the worker printed last, after ending it.
    func lastWordsIfGone() -> String {
        _ = terminate()
        return lastWords()
    }
}

/// A worker could not be started.
struct WorkerStartError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "could not start the device's worker process: \(reason)" }
}
