/// Who caused a change: the app (or QA acting as the app at the REPL), an intent's `perform()`,
/// an APNs push, or the system (timers and limits).
public enum EventSource: String, Sendable, Hashable, Codable {
    case app
    case intent
    case push
    case system
}
