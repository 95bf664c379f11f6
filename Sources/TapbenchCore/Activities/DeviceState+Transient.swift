/// Transient activities (`style: .transient`, iOS 18) live only while the person stays with the app. Apple's
/// documentation of `request(attributes:content:pushType:style:)` says such an activity "appears in the extended
/// presentation in the Dynamic Island but ends automatically when a person locks the device, collapses the extended
/// presentation, leaves the app, or performs other tasks outside the Dynamic Island". The bench keeps no expanded
/// state to collapse, so locking and leaving the app are what end one here.
extension DeviceState {
    /// Ends every ongoing transient activity, at once and off every screen, saying why.
    mutating func endTransientActivities(because reason: String) {
        for activity in activities.all where activity.style == .transient && activity.state.isOngoing {
            finish(activity.number, source: .system, reason: reason, dismissal: .immediate)
        }
    }

    /// Ends the transient activities when a setting took the person away from the app: the device locked, or the
    /// app left the foreground.
    mutating func endTransientActivities(after before: DeviceSettings) {
        if !before.isLocked, settings.isLocked {
            endTransientActivities(because: Self.lockedReason)
        } else if before.appInForeground, !settings.appInForeground {
            endTransientActivities(because: Self.leftAppReason)
        }
    }

    static let lockedReason = "a transient activity ends when the device locks"
    static let leftAppReason = "a transient activity ends when the person leaves the app"
}
