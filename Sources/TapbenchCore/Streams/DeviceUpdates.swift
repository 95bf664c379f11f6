/// ActivityKit's async sequences on one device: what `Activity` and `ActivityAuthorizationInfo` read,
/// and nothing else of the device.
///
///     for await state in device.updates.lifecycle(of: activity.id) { … }
public struct DeviceUpdates: Sendable {
    let device: Device

    /// Lifecycle states of one activity as they change.
    public func lifecycle(of activityID: String) -> DeviceStream<LifecycleState> {
        device.subscribe(.lifecycle(activityID), initial: nil, as: LifecycleState.self)
    }

    /// Content of one activity as updates change it.
    public func content(of activityID: String) -> DeviceStream<LiveActivity.Content> {
        device.subscribe(.content(activityID), initial: nil, as: LiveActivity.Content.self)
    }

    /// The activity's push token now, if it has one, then each new one.
    public func pushToken(of activityID: String) -> DeviceStream<String> {
        device.subscribe(.pushToken(activityID), initial: device.activity(id: activityID)?.pushToken, as: String.self)
    }

    /// The ids of activities of a type as they start.
    public func activityStarts(ofType typeName: String) -> DeviceStream<String> {
        device.subscribe(.started(typeName), initial: nil, as: String.self)
    }

    /// The push-to-start token of an attributes type, then each new one.
    public func pushToStartToken(ofType typeName: String) -> DeviceStream<String> {
        device.subscribe(.pushToStartToken(typeName), initial: device.pushToStartToken(ofType: typeName), as: String.self)
    }

    /// Whether Live Activities are enabled, now and after each change.
    public func enablement() -> DeviceStream<Bool> {
        device.subscribe(.enablement, initial: device.settings.liveActivitiesEnabled, as: Bool.self)
    }

    /// Whether frequent updates are enabled, now and after each change.
    public func frequentPushEnablement() -> DeviceStream<Bool> {
        device.subscribe(.frequentPushEnablement, initial: device.settings.frequentUpdates, as: Bool.self)
    }
}

extension Device {
    /// ActivityKit's async sequences of this device.
    public var updates: DeviceUpdates { DeviceUpdates(device: self) }
}
