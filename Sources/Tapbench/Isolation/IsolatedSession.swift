import DequeModule
import Dispatch
import TapbenchCommands
import Foundation
import TapbenchCore
import Synchronization

/// A session whose device and app run in a worker process (DESIGN D8). A command during which the app
/// crashes (a trap, a call to `exit`, a runaway allocation), or which outlasts `timeout`, is reported as
/// the app dying, as iOS reports it, and the session goes on: a new worker runs the session's earlier
/// commands again, which rebuilds the device byte for byte, as it was before the command.
///
/// ```swift
/// let session = try IsolatedSession(timeout: .seconds(10))
/// let outcome = await session.execute("perform RefreshETAIntent orderID=A-7189")
/// // 01:00:00  the app crashed during 'perform RefreshETAIntent orderID=A-7189': Fatal error: …
/// ```
final class IsolatedSession: CommandRunner, @unchecked Sendable {
    private let options: WorkerOptions
    /// What a new worker is started with: `options`, and since the app's process last ended, the session it resumes.
    private var workerOptions: WorkerOptions
    /// The app's storage, which every worker of the session takes as its home.
    private let sandbox: Sandbox
    /// How long one command may run before its worker is ended; nil for no limit.
    private let timeout: Duration?
    /// Held while the worker is used: one command, completion or close at a time.
    private let using = Mutex(())
    /// Where commands that are not steps sent ahead wait for their replies (see `execute`).
    private let queue = DispatchQueue(label: "tapbench.supervisor")
    private var worker: WorkerProcess {
        didSet {
            runsSent = 0
            staleReplies = 0
        }
    }
    /// How many `run` requests the current worker has been sent: the worker numbers them the same way.
    private var runsSent = 0
    /// Replies still to come for requests given up on (a completion that took too long), to skip.
    private var staleReplies = 0
    /// For Ctrl-C, which comes on another thread.
    private let commands = CommandsUnderWay()
    /// Every command line the current device has run, for rebuilding it.
    private var history = CommandHistory()
    /// Lines sent ahead to the worker, in order, whose outcomes have not been read yet.
    private var pending: Deque<String> = []
    private var pendingBytes = 0
    /// Lines announced by `willExecute`, not yet sent.
    private var upcoming: Deque<String> = []
    /// How much may be sent ahead: well under a pipe's 64 KiB, so that sending never blocks while the
    /// worker waits for its replies to be read.
    private static let sendAhead = 16 << 10
    /// How long the replies to the lines sent ahead may gather before the next is read (see
    /// `LineChannel.next(timeout:gathering:)`): 5 µs for each line ahead, as a worker runs no step in much
    /// less (a `list` takes about 15 µs), so that it does not run out of lines meanwhile; at most a
    /// millisecond; and none with fewer than 64 lines ahead, when the pause would end before many replies came
    /// and cost a wake-up of its own.
    private var gathering: Duration {
        let ahead = pending.count - 1
        return ahead < 64 ? .zero : min(.milliseconds(1), .microseconds(5) * ahead)
    }

    /// Where the device stood after the last command.
    private var status: WorkerReply.DeviceStatus

    /// The app's name and the device's time at the start, for the REPL's greeting.
    let greeting: WorkerReply.DeviceStatus
    /// What the bench could not find in the app's code and files, one line each, for the start of a session.
    let notices: [String]

    /// Starts a worker whose clock starts at `start` (else the default), seeded with `seed`, resolving
    /// relative paths from `directory`; outcomes carry their events' records when `events` is true, and
    /// `record start` works when `recording` is (at the REPL).
    init(
        start: Date? = nil, seed: UInt64 = 1, directory: URL? = nil, timeout: Duration? = nil, events: Bool = false, recording: Bool = false
    ) throws {
        let options = WorkerOptions(
            clock: start?.timeIntervalSince1970, seed: seed, directory: directory?.path, events: events, recording: recording)
        self.options = options
        workerOptions = options
        self.timeout = timeout
        // In a batch, the session's sandbox is a slot's, whose assembled copy forks its first worker.
        let sandbox = try SandboxSlots.shared.inUse ? Sandbox(slot: SandboxSlots.shared.take()) : Sandbox()
        self.sandbox = sandbox
        var worker: WorkerProcess
        do {
            worker = try WorkerProcess(options: options, environment: sandbox.environment, assembled: sandbox.slot.map { AssembledCopyKey(slot: $0, options: options) })
        } catch {
            sandbox.remove()
            throw error
        }
        var reply = Self.roundTrip(.rebuild([]), worker, timeout: Self.startTimeout)
        if reply == nil {
            // A worker that does not answer at its start is replaced once.
            _ = worker.terminate()
            sandbox.restore()
            do {
                worker = try WorkerProcess(options: options, environment: sandbox.environment)
            } catch {
                sandbox.remove()
                throw error
            }
            reply = Self.roundTrip(.rebuild([]), worker, timeout: Self.startTimeout)
        }
        guard let reply else {
            sandbox.remove()
            throw WorkerStartError(reason: "it did not answer: \(worker.lastWordsIfGone())")
        }
        self.worker = worker
        status = reply.status
        greeting = reply.status
        notices = reply.notices
    }

    /// How long a new worker may take to answer its first request.
    private static let startTimeout = Duration.seconds(20)

    deinit {
        _ = worker.terminate()
        sandbox.remove()
    }

    /// Runs `line` on the worker. A step of a replay or script, sent ahead by `willExecute`, waits for its reply
    /// on the thread that asked: nothing else in the process needs that thread then, and handing the wait to
    /// another thread and being woken back cost about a fifth of a replay's processor time. Any other command,
    /// typed or pushed to the APNs endpoint by several tasks at once, hands its wait to the supervisor's queue
    /// (as does a step while the worker is in use), so that waiting never holds one of Swift's cooperative
    /// threads, which the endpoint needs to answer.
    func execute(_ line: String) async -> CommandOutcome {
        commands.ask()
        if let outcome = using.withLockIfAvailable({ _ in pending.first == line ? run(line) : nil }) ?? nil { return outcome }
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.using.withLock { _ in self.run(line) }) }
        }
    }

    /// Sends the lines ahead, a window at a time, so the worker runs each as soon as it has finished
    /// the one before: a replay's steps cost no round trip. `execute` must then be called with each, in order.
    func willExecute(_ lines: [String]) {
        using.withLock { _ in
            upcoming += lines
            sendAhead()
        }
    }

    /// Tab completion, from the device as it is now.
    func candidates(for line: String) -> [String] {
        using.withLock { _ in
            guard worker.send(.complete(line)) else { return [] }
            guard case .line(let text) = receive(timeout: .seconds(30)) else {
                staleReplies += 1
                return []
            }
            guard case .array(let candidates)? = (try? JSONParser.parse(text))?["candidates"] else { return [] }
            return candidates.compactMap(\.stringValue)
        }
    }

    /// Ctrl-C: cancels the command under way, at once or as soon as it reaches its worker; false when none is.
    func interrupt() -> Bool {
        commands.interrupt()
    }

    /// The next reply, past any still due for requests given up on.
    private func receive(timeout: Duration?, gathering: Duration = .zero) -> LineChannel.Reading {
        while staleReplies > 0 {
            guard case .line = worker.receive(timeout: timeout) else { return .timedOut }
            staleReplies -= 1
        }
        return worker.receive(timeout: timeout, gathering: gathering)
    }

    /// Lets the worker finish and end, at the end of the session, and removes the app's storage.
    func close() {
        using.withLock { _ in _ = worker.terminate() }
        sandbox.remove()
    }

    /// Tops the lines sent ahead up to the window once half of it has run, in one write, so the worker's
    /// reading thread wakes once for many lines.
    private func sendAhead() {
        guard pending.isEmpty || pendingBytes <= Self.sendAhead / 2 else { return }
        var lines: [String] = []
        while let next = upcoming.first, pending.isEmpty || pendingBytes + next.utf8.count <= Self.sendAhead {
            upcoming.removeFirst()
            pending.append(next)
            pendingBytes += next.utf8.count
            lines.append(next)
        }
        guard !lines.isEmpty else { return }
        // A worker that is gone is found by the reply that does not come.
        _ = worker.send(lines.map(WorkerRequest.run))
        runsSent += lines.count
    }

    private func run(_ line: String) -> CommandOutcome {
        defer { commands.finished() }
        if pending.first != line {
            // Not the line announced: whatever was sent ahead must not run.
            if !pending.isEmpty || !upcoming.isEmpty {
                upcoming = []
                pending = []
                pendingBytes = 0
                _ = worker.terminate()
                _ = rebuild()
            }
            pending = [line]
            pendingBytes = line.utf8.count
            guard worker.send(.run(line)) else { return recover(from: line, crash: crashOfWorker()) }
            runsSent += 1
        }
        let number = runsSent - pending.count + 1
        commands.arrived(at: worker, as: number)
        switch receive(timeout: timeout, gathering: gathering) {
        case .line(let text):
            guard let reply = (try? JSONParser.parse(text)).flatMap(WorkerReply.init) else {
                return recover(from: line, crash: crashOfWorker())
            }
            pending.removeFirst()
            pendingBytes -= line.utf8.count
            var outcome = reply.outcome
            switch reply.resume {
            case .success(let session)?:
                handOver(to: session)
            case .failure(let failure)?:
                history.append(line)
                let line = "\(reply.status.shown)  the app's memory could not start afresh (\(failure.reason)): its statics stay as they were"
                outcome.lines.append(line)
                outcome.failures.append(line)
                outcome.checkFailed = true
            case nil:
                history.append(line)
            }
            sendAhead()
            status = reply.status
            return outcome
        case .ended:
            return recover(from: line, crash: crashOfWorker())
        case .timedOut:
            _ = worker.terminate()
            return recover(from: line, crash: AppCrash(timeout: timeout ?? .zero))
        }
    }

    private func crashOfWorker() -> AppCrash {
        let ending = worker.terminate()
        return AppCrash(ending: ending, printed: worker.lastWords())
    }

    /// Reports `crash` as what `line` did, and brings the device back as it was before it.
    private func recover(from line: String, crash: AppCrash) -> CommandOutcome {
        // What was sent ahead died with the worker: it goes again, after the rebuild.
        upcoming.insert(contentsOf: pending.dropFirst(), at: 0)
        pending = []
        pendingBytes = 0
        defer { sendAhead() }
        let time = status
        var lines = ["\(time.shown)  \(crash.line(command: line))"]
        var record = JSONObject([
            ("event", .string("app.crashed")), ("at", .string(time.iso8601)), ("command", .string(line)), ("ending", .string(crash.what)),
            ("kind", crash.kind.map(JSONValue.string) ?? .null), ("message", crash.message.map(JSONValue.string) ?? .null),
        ])
        if let rebuilt = rebuild() {
            status = rebuilt.status
            lines.append("\(time.shown)  the device is back as it was before the command")
            record["rebuilt"] = .bool(true)
        } else {
            history = CommandHistory()
            lines.append("\(time.shown)  the device could not be rebuilt (the app crashed again running the earlier commands); it starts afresh")
            record["rebuilt"] = .bool(false)
        }
        var outcome = CommandOutcome(lines: lines, terminalLines: crash.message.map { ["          \($0)"] } ?? [], checkFailed: true)
        outcome.failures = [lines[0]]
        outcome.eventRecords = [record]
        // The worker that crashed could not record the step; its successor does, with this report.
        if worker.send(.record(command: line, lines: lines)), case .line(let text) = receive(timeout: .seconds(10)),
            let reply = (try? JSONParser.parse(text)).flatMap(WorkerReply.init)
        {
            outcome.terminalLines += reply.outcome.terminalLines
        }
        return outcome
    }

    /// The app's process ended (`app terminate`): the session goes on in a new worker, with the app's memory fresh,
    /// from the session the worker wrote to `path` and the storage as it stands, which later rebuilds start from.
    /// What was sent ahead, which the worker did not run, goes to the new one.
    private func handOver(to path: String) {
        _ = worker.terminate()
        upcoming.insert(contentsOf: pending, at: 0)
        pending = []
        pendingBytes = 0
        try? sandbox.keep()
        workerOptions = options
        workerOptions.resume = path
        history = CommandHistory()
        if let started = rebuild(restoringStorage: false) { status = started.status }
    }

    /// A new worker that has run the session's earlier commands; nil if that failed too, in which case
    /// the new worker is a fresh device. The commands run again from the first since the app's last termination, on
    /// the storage as it stood then, which a hand-over has just kept and need not restore.
    private func rebuild(restoringStorage: Bool = true) -> WorkerReply? {
        if restoringStorage { sandbox.restore() }
        guard let fresh = try? WorkerProcess(options: workerOptions, environment: sandbox.environment) else { return nil }
        worker = fresh
        let allowed = timeout.map { $0 * max(history.count, 1) } ?? .seconds(600)
        if let reply = Self.roundTrip(.rebuild(history.lines), fresh, timeout: allowed) { return reply }
        _ = fresh.terminate()
        sandbox.restore()
        guard let again = try? WorkerProcess(options: workerOptions, environment: sandbox.environment) else { return nil }
        worker = again
        status = Self.roundTrip(.rebuild([]), again, timeout: Self.startTimeout)?.status ?? status
        return nil
    }

    private static func roundTrip(_ request: WorkerRequest, _ worker: WorkerProcess, timeout: Duration) -> WorkerReply? {
        guard worker.send(request), case .line(let text) = worker.receive(timeout: timeout) else { return nil }
        return (try? JSONParser.parse(text)).flatMap(WorkerReply.init)
    }
}
