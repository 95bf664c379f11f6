/// What would get past a refusal, as data. The device names the cause and the way out; whoever talks to the
/// user words it in their own terms (the command layer as the command to type), so the device never speaks
/// in REPL commands.
///
///     if case .raiseLimitPerApp = refusal.remedy { … }   // the app holds as many activities as it may
public enum Remedy: Sendable, Hashable {
    /// Live Activities are switched off for the app: switch them on.
    case allowLiveActivities
    /// The app holds as many activities as one app may: raise the limit, or end one.
    case raiseLimitPerApp
    /// The device shows as many activities as it may across apps: raise the limit, or end one.
    case raiseLimitOnDevice
    /// No activity subscribes to the channel: start one that does.
    case subscribe(channel: String)
    /// No activity has a push token: start one that asks for one, or name the token.
    case startWithPushToken
    /// The hour's budget of priority-10 pushes is spent: send priority 5, or wait; `frequentUpdatesOff` says
    /// whether `NSSupportsLiveActivitiesFrequentUpdates` would raise the budget.
    case sendLowPriority(frequentUpdatesOff: Bool)
}
