import Synchronization

/// Who is calling into the device from app code, carried as a task-local value: the intent runner
/// marks its calls as coming from an intent, and a `LiveActivityStartingIntent` may start activities
/// while the app is in the background.
public struct CallContext: Sendable {
    public var source: EventSource
    public var mayStartInBackground: Bool
    /// The app is running in the background for this call, as it does for an intent from a Live Activity.
    public var isBackground: Bool
    /// The intent run the call belongs to, if any.
    public var run: Int?
    /// The activity whose button or toggle started the intent, if one did.
    public var attachedActivity: Int?

    public init(
        source: EventSource = .app, mayStartInBackground: Bool = false, isBackground: Bool = false, run: Int? = nil,
        attachedActivity: Int? = nil
    ) {
        self.source = source
        self.mayStartInBackground = mayStartInBackground
        self.isBackground = isBackground
        self.run = run
        self.attachedActivity = attachedActivity
    }
}

extension Device {
    /// The context of the calls that app code makes through the facades.
    @TaskLocal public static var context = CallContext()
}

extension Device {
    private static let processDefault = Mutex<Device?>(nil)

    /// Makes `device` the one app code reaches when it runs outside any `Device.current` scope, such
    /// as in a `Task.detached`. The REPL sets it; tests use `Device.$current.withValue` instead.
    public static func setProcessDefault(_ device: Device?) {
        processDefault.withLock { $0 = device }
    }

    /// The device app code runs against: `Device.current`, else the process default.
    public static var forAppCode: Device {
        if let current { return current }
        if let device = processDefault.withLock({ $0 }) { return device }
        preconditionFailure("ActivityKit was used outside a simulated device: run app code inside Device.$current.withValue(device) { … }")
    }
}
