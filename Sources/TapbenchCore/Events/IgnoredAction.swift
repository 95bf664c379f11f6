/// What app code or a push asked for that the device did not apply: its `action` in `activity.ignored`.
public enum IgnoredAction: String, Sendable, Hashable {
    case update
    case end
}
