import TapbenchCore

extension TapError {
    /// One line for QA: what was wrong, and what to type instead.
    var message: String {
        switch self {
        case .unknownActivity(let number, let count):
            DeviceError.unknownActivity(number, count: count).message
        case .notOnScreen(let number, let state):
            "activity #\(number) is \(state.rawValue): it is on no screen to tap"
        case .notInIsland(let number, let kind):
            "activity #\(number) has ended, so it is off the Dynamic Island: its \(kind.title) presentation is gone (tap its lock presentation)"
        case .noPresentations(let typeName):
            "\(typeName) has no ActivityConfiguration in the app's widgets"
        case .presentationFailed(let typeName, let reason):
            "\(typeName)'s presentation could not be built: \(reason)"
        case .unknownElement(let target, let kind, let available):
            available.isEmpty
                ? "the \(kind.title) presentation has no control '\(target)' — it has none; tap without an element to tap elsewhere"
                : "the \(kind.title) presentation has no control '\(target)' — it has \(available.joined(separator: ", ")) (see 'show')"
        case .notAToggle(let element):
            "\(element) is not a toggle — use tap for it"
        case .holdNeedsIsland(let kind, _, true):
            "hold works on the compact or minimal presentation, not \(kind.title)"
        case .holdNeedsIsland(_, let number, false):
            "activity #\(number) is not in the Dynamic Island, so there is nothing to long-press: hold works on the island's compact or minimal presentation (hold \(number) compact shows its own)"
        case .outOfIslandInApp(let number):
            "activity #\(number) is out of the Dynamic Island while the app is in the foreground (WWDC23, \"Meet ActivityKit\"): 'app background' puts it there, or 'hold \(number) compact' holds its compact view"
        case .noDynamicIsland:
            "this iPhone has no Dynamic Island, so there is nothing to long-press (set device dynamic-island)"
        }
    }
}
