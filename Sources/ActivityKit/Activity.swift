import TapbenchCore

/// A Live Activity of the app, backed by the simulated device.
///
/// ```swift
/// let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
/// await activity.update(ActivityContent(state: onTheWay, staleDate: nil))
/// await activity.end(nil, dismissalPolicy: .immediate)
/// ```
public final class Activity<Attributes: ActivityAttributes>: Identifiable, Sendable {
    public typealias ContentState = Attributes.ContentState

    /// A unique identifier: a UUID string.
    public let id: String
    public let attributes: Attributes
    private let device: Device

    init(id: String, attributes: Attributes, device: Device) {
        self.id = id
        self.attributes = attributes
        self.device = device
    }

    private var record: LiveActivity? { device.activity(id: id) }

    /// The current content, as the device holds it.
    public var content: ActivityContent<ContentState> {
        guard let record, let content = Self.content(record.content) else {
            preconditionFailure("activity \(id) has no decodable content")
        }
        return content
    }

    public var activityState: ActivityState { record.map { ActivityState($0.state) } ?? .dismissed }

    /// The push token, when the activity was requested with `pushType: .token`.
    public var pushToken: Data? { record?.pushToken.flatMap(Data.init(hexadecimal:)) }

    /// The push token now, if there is one, then each new one.
    public var pushTokenUpdates: PushTokenUpdates {
        device.updates.pushToken(of: id).map { Data(hexadecimal: $0) ?? Data() }
    }

    /// Each change of `activityState`, ending after `.dismissed`.
    public var activityStateUpdates: ActivityStateUpdates {
        device.updates.lifecycle(of: id).map(ActivityState.init)
    }

    /// Each new content, from the app, an intent or a push.
    public var contentUpdates: ContentUpdates {
        device.updates.content(of: id).compactMap(Self.content)
    }

    // MARK: Starting

    /// The app's ongoing and ended activities of this type that are still on screen.
    public static var activities: [Activity<Attributes>] {
        let device = Device.current
        let typeName = TypeName.of(Attributes.self)
        return device.activities.filter { $0.typeName == typeName && $0.state != .dismissed }.compactMap { activity(from: $0, on: device) }
    }

    /// Each activity of this type as it starts, from the app, an intent or a push.
    public static var activityUpdates: ActivityUpdates {
        let device = Device.current
        return device.updates.activityStarts(ofType: TypeName.of(Attributes.self)).compactMap { id in
            device.activity(id: id).flatMap { activity(from: $0, on: device) }
        }
    }

    /// The type's push-to-start token (iOS 17.2), once the system has issued one.
    public static var pushToStartToken: Data? {
        Device.current.pushToStartToken(ofType: TypeName.of(Attributes.self)).flatMap(Data.init(hexadecimal:))
    }

    /// The type's push-to-start token, then each new one. Apps register it with their server from the
    /// launch sequence (seed 002, "Step 7: Push-to-Start").
    public static var pushToStartTokenUpdates: PushTokenUpdates {
        Device.current.updates.pushToStartToken(ofType: TypeName.of(Attributes.self)).map { Data(hexadecimal: $0) ?? Data() }
    }

    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try requesting(attributes: attributes, content: content, pushType: pushType, style: .standard, scheduled: nil)
    }

    /// Starts with a style (iOS 18): `.transient` ones show expanded in the Dynamic Island and end when the person leaves the app or locks the device.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try requesting(attributes: attributes, content: content, pushType: pushType, style: style, scheduled: nil)
    }

    /// Schedules the activity to start at `start` (iOS 26): until then it is `.pending`, and when it starts the
    /// system shows `alertConfiguration`.
    ///
    /// ```swift
    /// let activity = try Activity.request(
    ///     attributes: attributes, content: content, pushType: .token, style: .standard,
    ///     alertConfiguration: AlertConfiguration(title: "Doors open", body: "Your table is ready", sound: .default),
    ///     start: dinner.addingTimeInterval(-15 * 60))
    /// ```
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle,
        alertConfiguration: AlertConfiguration, start: Date
    ) throws -> Activity<Attributes> {
        try requesting(attributes: attributes, content: content, pushType: pushType, style: style, scheduled: (start, alertConfiguration))
    }

    /// The scheduled start as iOS 26.0 first named it; Apple's documentation marks it deprecated from iOS 26.0 in favour
    /// of `start:`.
    @available(iOS, introduced: 26.0, deprecated: 26.0, renamed: "request(attributes:content:pushType:style:alertConfiguration:start:)")
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle,
        alertConfiguration: AlertConfiguration, startDate: Date
    ) throws -> Activity<Attributes> {
        try requesting(attributes: attributes, content: content, pushType: pushType, style: style, scheduled: (startDate, alertConfiguration))
    }

    private static func requesting(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType?, style: ActivityStyle,
        scheduled: (start: Date, alert: AlertConfiguration)?
    ) throws -> Activity<Attributes> {
        let device = Device.current
        let type = try ActivityType.registering(Attributes.self, preview: attributes, state: content.state, on: device)
        let request = ActivityRequest(
            typeName: type.name, attributes: JSONValue(encoding: attributes), content: Self.record(content),
            pushType: pushType?.pushType, start: scheduled?.start, startAlert: scheduled?.alert.alert, style: style.style,
            allowedInBackground: Device.context.mayStartInBackground, isFromBackground: Device.context.isBackground, origin: .encodedValue)
        do {
            let record = try device.request(request, source: Device.context.source)
            return Activity(id: record.id, attributes: attributes, device: device)
        } catch .refused(let refusal) {
            throw ActivityAuthorizationError(refusal.code)
        }
    }

    // MARK: Updating and ending

    public func update(_ content: ActivityContent<ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {
        apply(.update) { number throws(DeviceError) in
            try device.update(number, with: change(content, alert: alertConfiguration, timestamp: nil), source: Device.context.source)
        }
    }

    /// An update stamped with `timestamp`; the device ignores it when a newer update was applied.
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?, timestamp: Date) async {
        apply(.update) { number throws(DeviceError) in
            try device.update(number, with: change(content, alert: alertConfiguration, timestamp: timestamp), source: Device.context.source)
        }
    }

    /// Ends the activity, with final content if given; it stays on the Lock Screen as the policy says.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        apply(.end) { number throws(DeviceError) in
            try device.end(
                number, with: content.map { change($0, alert: nil, timestamp: nil) }, dismissal: dismissalPolicy.policy,
                source: Device.context.source)
        }
    }

    /// Ends the activity with final content stamped with `timestamp` (iOS 17.2); the device ignores that content when
    /// a newer update was applied, as it does an update's.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        apply(.end) { number throws(DeviceError) in
            try device.end(
                number, with: content.map { change($0, alert: nil, timestamp: timestamp) }, dismissal: dismissalPolicy.policy,
                source: Device.context.source)
        }
    }

    /// Runs a change; content that does not survive a round trip through JSON (a `Double.nan`, say)
    /// is reported as ignored, where iOS would drop it without a word.
    private func apply(_ action: IgnoredAction, _ body: (Int) throws(DeviceError) -> Bool) {
        guard let number = record?.number else { return }
        do {
            _ = try body(number)
        } catch {
            device.ignore(number, action: action, reason: error.description, source: Device.context.source)
        }
    }

    private func change(_ content: ActivityContent<ContentState>, alert: AlertConfiguration?, timestamp: Date?) -> ContentChange {
        let record = Self.record(content)
        return ContentChange(
            state: record.state, staleDate: record.staleDate, relevanceScore: record.relevanceScore, alert: alert?.alert,
            timestamp: timestamp, origin: .encodedValue)
    }

    // MARK: Conversions

    private static func activity(from record: LiveActivity, on device: Device) -> Activity<Attributes>? {
        guard let attributes = device.decodedAttributes(of: record, decode: { try? JSONCoding.decode(Attributes.self, from: $0) }) else {
            return nil
        }
        return Activity(id: record.id, attributes: attributes, device: device)
    }

    private static func content(_ record: LiveActivity.Content) -> ActivityContent<ContentState>? {
        guard let state = try? JSONCoding.decode(ContentState.self, from: record.state) else { return nil }
        return ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
    }

    private static func record(_ content: ActivityContent<ContentState>) -> LiveActivity.Content {
        LiveActivity.Content(state: JSONValue(encoding: content.state), staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }
}
