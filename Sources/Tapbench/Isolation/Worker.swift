import ArgumentParser
import TapbenchCommands
import CTapbenchWorker
import Foundation
import Synchronization
import TapbenchCore
import TapbenchTranscripts

/// `tapbench worker`: the device and the app under test, in a process of their own, run by a
/// supervisor (`IsolatedSession`) that reads and writes for it. When the app crashes, only this process
/// dies; the supervisor starts another and rebuilds the device by running the session's commands again.
struct Worker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker", abstract: "Run the device for a supervising tapbench process.", shouldDisplay: false)

    @Option(help: "Where the virtual clock starts, in seconds since 1970.")
    var clock: Double?

    @Option(help: "Seeds the device's ids and tokens.")
    var seed: UInt64 = 1

    @Option(help: "Where relative paths resolve from.")
    var directory: String?

    @Flag(help: "Send each command's events with its outcome, for an event stream.")
    var events = false

    @Flag(help: "Let 'record start' write transcripts, as at the REPL; scripts and replays cannot.")
    var recording = false

    /// The file descriptor replies go to; standard output and standard error carry what the app prints.
    static let replyDescriptor: Int32 = 3

    mutating func run() async throws {
        WorkerLimits.apply()
        let start = clock.map(Date.init(timeIntervalSince1970:)) ?? Device.defaultStart
        // App code's `Date()` reads the device's time, as on an iPhone: a transcript that shows a time the
        // app computed from `Date()` replays the same on any day.
        let notices = Mutex<[String]>([])
        let introduction = HostedApp.current.introduction
        let session = Session(start: start, seed: seed, showTime: Self.showDeviceTime) { start in
            let assembled = introduction.assemble(startingAt: start)
            notices.withLock { $0 = assembled.notices }
            return assembled.catalog
        }
        if recording {
            session.makeRecording = { url, title, clock, seed in
                try TranscriptRecorder(url: url, path: url.relativePath, title: title, clock: clock, seed: seed)
            }
        }
        session.commandName = HostedApp.current.commandName
        if let directory { session.directory = URL(fileURLWithPath: directory, isDirectory: true) }
        let replies = FileHandle(fileDescriptor: Self.replyDescriptor, closeOnDealloc: false)
        // Ctrl-C at a terminal reaches the whole process group; the supervisor decides what it means and
        // sends an interrupt request for the command it concerns.
        signal(SIGINT, SIG_IGN)
        let slot = CommandSlot()
        var commands = 0
        for await request in RequestStream.requests(interrupt: { slot.cancel($0) }) {
            if case .run = request { commands += 1 }
            let reply = await answer(request, number: commands, session: session, slot: slot, notices: notices.withLock { $0 })
            replies.write(Data((reply.jsonText + "\n").utf8))
        }
    }

    /// The reply to `request`; a `run` is the worker's command `number`. A rebuild's reply carries `notices`.
    private func answer(_ request: WorkerRequest, number: Int, session: Session, slot: CommandSlot, notices: [String]) async -> JSONValue {
        switch request {
        case .run(let line):
            Device.setProcessDefault(session.device)
            nonisolated(unsafe) let current = session
            let task = Task { await current.execute(line) }
            slot.begin(number, task)
            let outcome = await task.value
            slot.finish()
            return WorkerReply(outcome: outcome, status: status(of: session)).json(withEvents: events)
        case .interrupt:
            preconditionFailure("interrupts are taken by the thread that reads requests, as they arrive")
        case .complete(let line):
            let candidates = Completer(device: session.device, directory: session.directory).candidates(for: line)
            return ["candidates": .array(candidates.map(JSONValue.string))]
        case .rebuild(let lines):
            session.isRebuilding = true
            for line in lines {
                Device.setProcessDefault(session.device)
                _ = await session.execute(line)
            }
            session.isRebuilding = false
            return WorkerReply(outcome: CommandOutcome(), status: status(of: session), notices: notices).json(withEvents: false)
        case .record(let command, let lines):
            let outcome = session.recordStep(command, CommandOutcome(lines: lines))
            return WorkerReply(outcome: CommandOutcome(terminalLines: outcome.terminalLines), status: status(of: session)).json(withEvents: false)
        }
    }

    @Sendable private static func showDeviceTime(_ date: Date) {
        tapbench_show_device_time(Int64((date.timeIntervalSince1970 * 1_000_000_000).rounded()))
    }

    private func status(of session: Session) -> WorkerReply.DeviceStatus {
        let now = session.device.now
        return WorkerReply.DeviceStatus(iso8601: Timestamp.iso8601(now), shown: session.renderer.time(now), app: session.device.catalog.name,
            bundle: session.device.catalog.bundleIdentifier)
    }
}
