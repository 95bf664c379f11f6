/// QA's settings: each change is recorded, and what it changes on the device happens at once.
extension DeviceState {
    mutating func changeSetting(name: String, value: String, _ apply: (inout DeviceSettings) -> Void) {
        let before = settings
        apply(&settings)
        activities.setActiveLimit(settings.activeLimit)
        emit(.settingChanged(name: name, value: value))
        if before.liveActivitiesEnabled != settings.liveActivitiesEnabled {
            log.outbox.append(.enablement(settings.liveActivitiesEnabled))
            if !settings.liveActivitiesEnabled { removeAllForDisabledSetting() }
        }
        if before.frequentUpdates != settings.frequentUpdates {
            log.outbox.append(.frequentPushEnablement(settings.frequentUpdates))
        }
        endTransientActivities(after: before)
        fireDueTimersAndUpdateIsland()
    }

    /// Switching Live Activities off in Settings takes the app's activities off every screen.
    private mutating func removeAllForDisabledSetting() {
        for activity in activities.all where activity.state != .dismissed {
            if activity.state.isOngoing {
                finish(activity.number, source: .system, reason: "Live Activities were switched off", dismissal: .immediate)
            }
            dismiss(activity.number, reason: "Live Activities were switched off")
        }
    }
}
