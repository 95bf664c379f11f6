import Synchronization

/// Who is calling into the device from app code, carried as a task-local value: the intent runner
/// marks its calls as coming from an intent, and a `LiveActivityStartingIntent` may start activities
/// while the app is in the background. It says how a call came, never which device it goes to: that is
/// `Device.current`.
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

/// The one way app code finds its device: `Device.current`. A test or a host runs app code inside
/// `device.asCurrent { … }`; a process that runs one device at a time (the REPL, a worker) also makes it the
/// process default, for app code that runs outside any such scope, as in a `Task.detached`.
///
/// ```swift
/// let device = Device(app: SampleApp.catalog())
/// let enabled = device.asCurrent { Device.current.settings.liveActivitiesEnabled }
/// ```
extension Device {
    @TaskLocal private static var scoped: Device?
    private static let processDefault = Mutex<Device?>(nil)

    /// The device app code runs against: the one whose `asCurrent` scope the code runs in, else the process
    /// default.
    public static var current: Device {
        if let scoped { return scoped }
        if let device = processDefault.withLock({ $0 }) { return device }
        preconditionFailure("app code reached for its device (ActivityKit, URLSession) outside a simulated one: run it inside device.asCurrent { … }")
    }

    /// `Device.current`, or nil outside any device: the app's scheduler asks from its own thread.
    static var currentIfSet: Device? {
        scoped ?? processDefault.withLock { $0 }
    }

    /// Makes `device` the one app code reaches when it runs outside any `asCurrent` scope.
    public static func setProcessDefault(_ device: Device?) {
        processDefault.withLock { $0 = device }
    }

    /// Runs `body` with this device as `Device.current`.
    @discardableResult
    public func asCurrent<Value>(_ body: () throws -> Value) rethrows -> Value {
        try Device.$scoped.withValue(self, operation: body)
    }

    /// Runs `body` with this device as `Device.current`, in the caller's isolation.
    @discardableResult
    public func asCurrent<Value>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Value
    ) async rethrows -> Value {
        try await Device.$scoped.withValue(self, operation: body)
    }
}
