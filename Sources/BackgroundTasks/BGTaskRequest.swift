import Foundation
import TapbenchCore

/// A request to run a background task later, by the identifier its launch handler was registered with.
///
/// ```swift
/// let request = BGAppRefreshTaskRequest(identifier: "com.example.pizza.refresh")
/// request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
/// try BGTaskScheduler.shared.submit(request)
/// ```
open class BGTaskRequest: @unchecked Sendable {
    public let identifier: String
    /// The earliest the task may run; nil, as soon as iOS likes.
    open var earliestBeginDate: Date?

    init(identifier: String) { self.identifier = identifier }

    var kind: BackgroundTaskRequest.Kind { .appRefresh }
}

/// A short task that refreshes the app's content in the background.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A longer, deferrable task, such as maintenance or training.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether it needs the network; the bench runs it whatever the network.
    open var requiresNetworkConnectivity = false
    /// Whether it needs the device on power; the bench runs it whatever the power.
    open var requiresExternalPower = false

    public override init(identifier: String) { super.init(identifier: identifier) }

    override var kind: BackgroundTaskRequest.Kind { .processing }
}
