/// Where an update's alert shows (seed 001): on the Lock Screen while the device is locked, else in the expanded
/// Dynamic Island, or as a banner on a device without one. Its raw value is `presentedAs` in the `alert` event.
public enum AlertPresentation: String, Sendable, Hashable {
    case lockScreen = "lock screen"
    case expandedIsland = "expanded island"
    case banner
}
