import TapbenchCore

/// Whether the app may start Live Activities (Settings → the app → Live Activities).
public struct ActivityAuthorizationInfo: Sendable {
    private let device: Device

    public init() { device = .current }

    public var areActivitiesEnabled: Bool { device.settings.liveActivitiesEnabled }

    /// The current setting, then every change to it.
    public var activityEnablementUpdates: ActivityEnablementUpdates { device.updates.enablement() }

    /// Whether the app may show frequent updates (`NSSupportsLiveActivitiesFrequentUpdates`).
    public var frequentPushesEnabled: Bool { device.settings.frequentUpdates }

    /// The frequent-updates setting now, then every change to it (`settings frequent-updates off`).
    public var frequentPushEnablementUpdates: DeviceStream<Bool> { device.updates.frequentPushEnablement() }
}
