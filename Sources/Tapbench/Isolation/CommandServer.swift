import Foundation
import TapbenchCommands
import TapbenchCore

/// Answers the supervisor's requests on the worker's session, one after another, writing each reply.
/// The session is only ever used by the one task that serves at a time.
final class CommandServer: @unchecked Sendable {
    private let session: Session
    private let events: Bool
    private let notices: @Sendable () -> [String]
    /// The session is written for the worker that takes over, once the reply that says so is sent.
    private var handedOver = false

    init(session: Session, events: Bool, notices: @escaping @Sendable () -> [String]) {
        self.session = session
        self.events = events
        self.notices = notices
    }

    /// Answers requests until a command is cancelled.
    func serve(_ requests: RequestQueue, _ slot: CommandSlot) async {
        while !Task.isCancelled {
            var reply: [UInt8] = []
            await answer(await requests.next(), slot: slot).writeLine(to: &reply)
            StandardStream.write(reply, to: Worker.replyDescriptor)
            // The app's process ended: the supervisor goes on in a new worker, from the session this one wrote, and
            // this one runs nothing more of what was sent ahead.
            if handedOver { exit(0) }
        }
    }

    /// The reply to `request`; a rebuild's reply carries the notices.
    private func answer(_ request: WorkerRequest, slot: CommandSlot) async -> JSONValue {
        switch request {
        case .run(let line):
            slot.begin()
            let outcome = await session.execute(line)
            slot.finish()
            var reply = WorkerReply(outcome: outcome, status: status)
            if session.appProcessEnded {
                let kept = keepSession()
                if case .success = kept { handedOver = true }
                reply.resume = kept
            }
            return reply.json(withEvents: events)
        case .interrupt:
            preconditionFailure("interrupts are taken by the thread that reads requests, as they arrive")
        case .complete(let line):
            let candidates = Completer(device: session.device, directory: session.directory).candidates(for: line)
            return ["candidates": .array(candidates.map(JSONValue.string))]
        case .rebuild(let lines):
            session.isRebuilding = true
            for line in lines { _ = await session.execute(line) }
            session.isRebuilding = false
            return WorkerReply(outcome: CommandOutcome(), status: status, notices: notices()).json(withEvents: false)
        case .record(let command, let lines):
            let outcome = session.recordStep(command, CommandOutcome(lines: lines))
            return WorkerReply(outcome: CommandOutcome(terminalLines: outcome.terminalLines), status: status).json(withEvents: false)
        }
    }

    /// Writes the session for the worker that takes over, and the app's defaults to its sandbox; returns where the
    /// session is, or why it could not be written.
    private func keepSession() -> Result<String, WorkerReply.ResumeFailure> {
        AppStorage.flush()
        guard let path = ProcessInfo.processInfo.environment[AppStorage.resumeVariable] else {
            return .failure(WorkerReply.ResumeFailure(reason: "the worker was given no file to write the session to"))
        }
        do {
            try JSONEncoder().encode(session.resume).write(to: URL(fileURLWithPath: path), options: .atomic)
            return .success(path)
        } catch {
            return .failure(WorkerReply.ResumeFailure(reason: "\(error)"))
        }
    }

    private var status: WorkerReply.DeviceStatus {
        let now = session.device.now
        return WorkerReply.DeviceStatus(
            iso8601: Timestamp.iso8601(now), shown: session.renderer.time(now), app: session.device.catalog.name,
            bundle: session.device.catalog.bundleIdentifier)
    }
}
