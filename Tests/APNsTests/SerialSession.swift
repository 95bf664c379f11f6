#if APNs
import Synchronization
import TapbenchCore
import TapbenchCommands
import TapbenchSampleApp
import TapbenchTranscripts

/// A session on the sample app that runs one command at a time, in the order asked, from any task: the
/// device the endpoint under test delivers to. It keeps each command line and outcome.
final class SerialSession: @unchecked Sendable {
    // Only touched by the chained tasks, one after another.
    private let session = Session(seed: 7, app: { SampleApp.catalog(now: $0) })
    private let last = Mutex<Task<CommandOutcome, Never>?>(nil)
    private let ran = Mutex<[(line: String, outcome: CommandOutcome)]>([])

    /// `record start` writes transcripts, as at the REPL.
    init() {
        session.makeRecording = { url, title, clock, seed in try TranscriptRecorder(url: url, path: url.path, title: title, clock: clock, seed: seed) }
    }

    func execute(_ line: String) async -> CommandOutcome {
        let task = last.withLock { last in
            let previous = last
            let next = Task {
                _ = await previous?.value
                let outcome = await self.session.execute(line)
                self.ran.withLock { $0.append((line, outcome)) }
                return outcome
            }
            last = next
            return next
        }
        return await task.value
    }

    /// Every command run so far, with its outcome.
    var commands: [(line: String, outcome: CommandOutcome)] { ran.withLock { $0 } }

    /// The device, to read between commands.
    var device: Device { session.device }

    /// The push token of activity `number`; read between commands.
    func token(of number: Int) -> String {
        session.device.activity(number)?.pushToken ?? ""
    }

    /// The push-to-start token of `type`.
    func pushToStartToken(of type: String) -> String {
        session.device.pushToStartToken(ofType: type) ?? ""
    }
}
#endif
