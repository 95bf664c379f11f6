import TapbenchCore

/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let policy: DismissalPolicy

    /// Up to four hours after the end.
    public static let `default` = ActivityUIDismissalPolicy(policy: .default)
    /// At once.
    public static let immediate = ActivityUIDismissalPolicy(policy: .immediate)
    /// At `date`, or four hours after the end, whichever comes first.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(policy: .after(date)) }
}
