import TapbenchCore

extension Remedy {
    /// The way out as the command to type, worded to follow the message it belongs to:
    /// `" (set max-per-app)"`.
    var wording: String {
        switch self {
        case .allowLiveActivities: " (set live-activities on)"
        case .raiseLimitPerApp: " (set max-per-app)"
        case .raiseLimitOnDevice: " (set max-on-device)"
        case .subscribe(let channel): " (start one with --push channel:\(channel))"
        case .startWithPushToken: " — start one with --push token, or name a --token"
        case .sendLowPriority(let frequentUpdatesOff):
            (frequentUpdatesOff ? " (set frequent-updates on for NSSupportsLiveActivitiesFrequentUpdates)" : "") + "; send priority 5, or wait"
        }
    }
}

extension ActivityRequestError {
    /// The device's message, then what to type to get past it.
    var messageAndRemedy: String { message + (remedy?.wording ?? "") }
}

extension PushProblem {
    /// The device's message, then what to type to get past it.
    var messageAndRemedy: String { message + (remedy?.wording ?? "") }
}
