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

    /// Starts `tapbench worker ARGUMENTS`.
    /// Proxy settings that keep whatever the app's process sends through Foundation's own networking (libcurl) on
    /// this machine: app code's `URLSession` is the bench's and never opens a socket, but code built without it,
    /// such as a dependency's, would reach the network. Such a request goes to a port on loopback where nothing
    /// answers, and fails; loopback itself, where `server forward` sends requests, stays direct.
    static let loopbackOnly: [String: String] = [
        "http_proxy": "http://127.0.0.1:1", "https_proxy": "http://127.0.0.1:1", "HTTPS_PROXY": "http://127.0.0.1:1",
        "all_proxy": "http://127.0.0.1:1", "ALL_PROXY": "http://127.0.0.1:1",
        "no_proxy": "127.0.0.1,localhost,::1", "NO_PROXY": "127.0.0.1,localhost,::1",
    ]

    /// Starts `tapbench worker ARGUMENTS` with `environment` over this process's own (the app's sandbox).
    init(arguments: [String], environment extra: [String: String] = [:]) throws(WorkerStartError) {
        _ = Self.survivesDeadWorkers
        let executable = Self.executable
        var requestPipe: [Int32] = [0, 0]
        var replyPipe: [Int32] = [0, 0]
        var printPipe: [Int32] = [0, 0]
        guard tapbench_pipe_cloexec(&requestPipe) == 0, tapbench_pipe_cloexec(&replyPipe) == 0, tapbench_pipe_cloexec(&printPipe) == 0 else {
            throw WorkerStartError(reason: String(cString: strerror(errno)))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requestPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, printPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, printPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, replyPipe[1], Worker.replyDescriptor)
        let argv = ([executable, "worker"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var environment = ProcessInfo.processInfo.environment
        // A trap's report is the runtime's one line; a symbolicated backtrace would take seconds.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment.merge(Self.loopbackOnly) { _, loopback in loopback }
        // Dictionaries and sets iterate in the same order in every run: app code that encodes a dictionary, or
        // a struct with Foundation's JSONEncoder, which keeps its keys in one, sends the same bytes every replay.
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        environment.merge(extra) { _, given in given }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        // The worker starts with Ctrl-C's signal blocked: the supervisor handles it and sends the worker an
        // interrupt request, and a handler does not survive exec, so until the worker ignores the signal
        // itself it would die of one.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &blocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(requestPipe[0])
        close(replyPipe[1])
        close(printPipe[1])
        guard status == 0 else {
            [requestPipe[1], replyPipe[0], printPipe[0]].forEach { close($0) }
            throw WorkerStartError(reason: String(cString: strerror(status)))
        }
        self.pid = pid
        requests = requestPipe[1]
        replies = LineChannel(descriptor: replyPipe[0])
        printed = PrintedTail(descriptor: printPipe[0])
    }

    deinit {
        close(requests)
    }

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
