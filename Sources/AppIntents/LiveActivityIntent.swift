/// An intent that runs in the app's process, so a Live Activity's `Button` or `Toggle` can use it;
/// the app wakes briefly in the background (seed 002: "keep perform() under a second").
public protocol LiveActivityIntent: AppIntent {}

/// An intent that may start a Live Activity while the app is in the background (seed 000).
@available(iOS, deprecated: 17.0, message: "A LiveActivityIntent may start a Live Activity")
public protocol LiveActivityStartingIntent: LiveActivityIntent {}

/// An intent with a `value` that a `Toggle` sets before it runs.
///
/// ```swift
/// struct PauseTimerIntent: SetValueIntent, LiveActivityIntent {
///     @Parameter(title: "Paused") var value: Bool
/// }
/// ```
public protocol SetValueIntent: AppIntent {
    associatedtype ValueType: Sendable
    var value: ValueType { get set }
}
