import Foundation
import TapbenchCore

/// One step of a scripted intent's `perform()`.
enum ScriptedEffect: Sendable {
    /// `update [ID] k=v … [--stale …] [--relevance …] [--alert …]`
    case update([Word])
    /// `end [ID] [k=v …] [--dismissal …]`
    case end([Word])
    /// `sleep DURATION`: simulated latency, on the virtual clock.
    case sleep(Duration)
    /// `fail "message"`: `perform()` throws.
    case fail(String)
    /// `open URL`: the app opens a deep link.
    case open(Word)
    /// `start TYPE k=v …`: the app requests an activity.
    case start([Word])

    static let verbs = ["update", "end", "sleep", "fail", "open", "start"]
}

/// What a scripted `perform()` throws: the reason, as QA will read it.
struct ScriptFailure: Error, CustomStringConvertible {
    let description: String
}
