/// Where content JSON comes from, which decides how it is checked before the device keeps it.
public enum ContentOrigin: Sendable, Hashable {
    /// Typed at the REPL or sent in a push: decoded through the Swift type and encoded again, so the
    /// device holds what iOS would (unknown keys dropped, defaults filled in).
    case json
    /// Encoded by the app from a value of the type, as `Activity.update` does: iOS keeps the app's bytes,
    /// so it is only decoded, to check that the widget can read it back.
    case encodedValue
    /// Already decoded and encoded by the device, as a push's content is while the push is checked.
    case canonical
}
