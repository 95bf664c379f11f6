/// A tap that cannot be made: the activity is not on screen, the element does not exist, and the like. The command
/// layer puts it in words, with the command that would work instead.
public enum TapError: Error, Sendable, Hashable {
    case unknownActivity(Int, count: Int)
    case notOnScreen(Int, state: LifecycleState)
    case notInIsland(Int, kind: PresentationKind)
    case noPresentations(typeName: String)
    case presentationFailed(typeName: String, reason: String)
    case unknownElement(String, kind: PresentationKind, available: [String])
    case notAToggle(String)
    /// A hold on a presentation other than the island's: the one named, or, when none was, the one on screen.
    case holdNeedsIsland(PresentationKind, activity: Int, named: Bool)
    /// A hold with no presentation named, while the app is in the foreground and so keeps its activities out of the island.
    case outOfIslandInApp(activity: Int)
    case noDynamicIsland
}
