import TapbenchCommands
import Foundation
import Synchronization
import TapbenchCore
import TapbenchTranscripts

/// `tapbench worker`: the device and the app under test, in a process of their own, run by a
/// supervisor (`IsolatedSession`) that reads and writes for it. When the app crashes, only this process
/// dies; the supervisor starts another and rebuilds the device by running the session's commands again.
struct Worker {
    let options: WorkerOptions

    /// The file descriptor replies go to; standard output and standard error carry what the app prints.
    static let replyDescriptor: Int32 = 3

    func run() async throws {
        WorkerLimits.apply()
        // The app's tasks run on the bench's executors, its sleeps on the device's clock; the bench's own work
        // prefers Swift's executor as it was, so it never waits behind app code.
        let bench = AppTakeover.install()
        let start = options.clock.map(Date.init(timeIntervalSince1970:)) ?? Device.defaultStart
        let notices = Mutex<[String]>([])
        let app = HostedApp.current
        let catalog: @Sendable (Date) -> AppCatalog = { start in
            let assembled = AssembledCopy.take(start: start) ?? app.assemble(startingAt: start)
            notices.withLock { $0 = assembled.notices }
            return assembled.catalog
        }
        let session: Session
        if let resume = options.resume {
            let kept = try JSONDecoder().decode(SessionResume.self, from: Data(contentsOf: URL(fileURLWithPath: resume)))
            let recording = try kept.recording.map(TranscriptRecorder.init(continuing:))
            session = Session(resuming: kept, recording: recording, showTime: AppTakeover.showDeviceTime, app: catalog)
        } else {
            session = Session(start: start, seed: options.seed, showTime: AppTakeover.showDeviceTime, app: catalog)
        }
        session.terminateEndsProcess = true
        session.isProcessDevice = true
        if options.recording {
            session.makeRecording = { url, title, clock, seed in
                try TranscriptRecorder(url: url, path: url.relativePath, title: title, clock: clock, seed: seed)
            }
        }
        session.commandName = app.commandName
        session.savedDefinitions = app.savedDefinitions
        if let directory = options.directory { session.directory = URL(fileURLWithPath: directory, isDirectory: true) }
        // Ctrl-C at a terminal reaches the whole process group; the supervisor decides what it means and
        // sends an interrupt request for the command it concerns. The terminal's other signals (Ctrl-\, Ctrl-Z) are
        // the supervisor's alone too: the worker never owns the terminal.
        for terminalSignal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU] { signal(terminalSignal, SIG_IGN) }
        let slot = CommandSlot(executor: bench)
        let requests = RequestQueue.reading(interrupt: { slot.cancel($0) })
        let server = CommandServer(session: session, events: options.events, notices: { notices.withLock { $0 } })
        // A cancelled command ends the task that ran it; the commands after it run in a new one.
        while true {
            await slot.serve { await server.serve(requests, slot) }.value
        }
    }
}
