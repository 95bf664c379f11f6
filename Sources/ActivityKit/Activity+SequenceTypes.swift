import Foundation
import TapbenchCore

/// The asynchronous sequences of an activity, by the names ActivityKit gives their types, so that code which spells
/// a type out (`var updates: Activity<DeliveryAttributes>.ActivityStateUpdates`) compiles as on iOS.
///
/// ```swift
/// let states: Activity<DeliveryAttributes>.ActivityStateUpdates = activity.activityStateUpdates
/// for await state in states { print(state) }
/// ```
extension Activity {
    /// `activityUpdates`: each activity of this type as it starts.
    public typealias ActivityUpdates = AsyncCompactMapSequence<DeviceStream<String>, Activity<Attributes>>
    /// `activityStateUpdates`.
    public typealias ActivityStateUpdates = AsyncMapSequence<DeviceStream<LifecycleState>, ActivityState>
    /// `contentUpdates`.
    public typealias ContentUpdates = AsyncCompactMapSequence<DeviceStream<LiveActivity.Content>, ActivityContent<ContentState>>
    /// `pushTokenUpdates` and `pushToStartTokenUpdates`.
    public typealias PushTokenUpdates = AsyncMapSequence<DeviceStream<String>, Data>
}

extension ActivityAuthorizationInfo {
    /// `activityEnablementUpdates`.
    public typealias ActivityEnablementUpdates = DeviceStream<Bool>
}
