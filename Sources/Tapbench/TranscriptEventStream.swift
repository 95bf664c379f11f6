import Synchronization
import TapbenchCore

/// The event records of transcripts replayed side by side, written to `--events` in the order of the
/// transcripts, as if they had replayed one after another: the first unfinished transcript's records go out
/// as its steps finish, a later one's wait until those before it have finished. With `--jobs 1` nothing waits.
final class TranscriptEventStream: Sendable {
    private struct State {
        let sink: EventSink
        let paths: [String]
        /// The transcript whose records go out as they come.
        var current = 0
        var waiting: [Int: [JSONObject]] = [:]
        var finished: Set<Int> = []
    }

    private let state: Mutex<State>

    /// Writes to `sink` the records of the transcripts at `paths`, each named by its path.
    init(sink: EventSink, paths: [String]) {
        state = Mutex(State(sink: sink, paths: paths))
    }

    /// Records of the transcript at `index`, from a step that has just finished.
    func add(_ records: [JSONObject], of index: Int) {
        state.withLock { state in
            if index == state.current {
                state.sink.write(records, transcript: state.paths[index])
            } else {
                state.waiting[index, default: []] += records
            }
        }
    }

    /// The transcript at `index` has no more steps.
    func finish(_ index: Int) {
        state.withLock { state in
            state.finished.insert(index)
            while state.finished.contains(state.current) {
                state.current += 1
                guard state.current < state.paths.count else { return }
                state.sink.write(state.waiting.removeValue(forKey: state.current) ?? [], transcript: state.paths[state.current])
            }
        }
    }
}
