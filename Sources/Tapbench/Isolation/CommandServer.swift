import TapbenchCommands
import TapbenchCore

/// Answers the supervisor's requests on the worker's session, one after another, writing each reply.
/// The session is only ever used by the one task that serves at a time.
final class CommandServer: @unchecked Sendable {
    private let session: Session
    private let events: Bool
    private let notices: @Sendable () -> [String]

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
        }
    }

    /// The reply to `request`; a rebuild's reply carries the notices.
    private func answer(_ request: WorkerRequest, slot: CommandSlot) async -> JSONValue {
        switch request {
        case .run(let line):
            Device.setProcessDefault(session.device)
            slot.begin()
            let outcome = await session.execute(line)
            slot.finish()
            return WorkerReply(outcome: outcome, status: status).json(withEvents: events)
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
            return WorkerReply(outcome: CommandOutcome(), status: status, notices: notices()).json(withEvents: false)
        case .record(let command, let lines):
            let outcome = session.recordStep(command, CommandOutcome(lines: lines))
            return WorkerReply(outcome: CommandOutcome(terminalLines: outcome.terminalLines), status: status).json(withEvents: false)
        }
    }

    private var status: WorkerReply.DeviceStatus {
        let now = session.device.now
        return WorkerReply.DeviceStatus(
            iso8601: Timestamp.iso8601(now), shown: session.renderer.time(now), app: session.device.catalog.name,
            bundle: session.device.catalog.bundleIdentifier)
    }
}
