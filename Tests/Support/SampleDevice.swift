import Foundation
import TapbenchSampleApp
import TapbenchCore

extension Device {
    /// A device running the sample app, its clock at `start`; its watchdogs on `wallClock`, such as a
    /// `TestWallClock` that a test advances by hand.
    public static func sample(
        start: Date = Device.defaultStart, settings: DeviceSettings = DeviceSettings(), wallClock: any WallClock = .system
    ) -> Device {
        Device(app: SampleApp.catalog(now: start), start: start, settings: settings, wallClock: wallClock)
    }

    /// Starts the sample delivery (order A-7189), optionally with a stale date, relevance and a way to receive pushes.
    @discardableResult
    public func startDelivery(
        staleAfter: Duration? = nil, relevance: Double = 0, state: JSONValue? = nil, start: Date? = nil, pushType: PushType? = nil,
        style: ActivityStyle = .standard
    ) throws -> LiveActivity {
        let type = catalog.activityType(named: "Delivery")!
        return try request(
            ActivityRequest(
                typeName: type.name, attributes: type.sampleAttributes,
                content: LiveActivity.Content(
                    state: state ?? type.sampleState, staleDate: staleAfter.map { now.addingTimeInterval($0.timeInterval) },
                    relevanceScore: relevance),
                pushType: pushType, start: start, style: style))
    }

    /// Delivers the push `json` to `target` and returns the events it caused.
    public func pushing(_ json: String, to target: PushRequest.Target = .automatic) -> [Event] {
        push(PushRequest(payload: Array(json.utf8), target: target))
        return takeEvents()
    }

    /// The sample delivery's state with some fields changed.
    public func deliveryState(_ changes: [String: JSONValue]) -> JSONValue {
        var state = catalog.activityType(named: "Delivery")!.sampleState.objectValue!
        for (key, value) in changes.sorted(by: { $0.key < $1.key }) { state[key] = value }
        return .object(state)
    }
}

extension Duration {
    public static func minutes(_ minutes: Int64) -> Duration { .seconds(minutes * 60) }
    public static func hours(_ hours: Int64) -> Duration { .seconds(hours * 3600) }
}

extension Array where Element == Event {
    /// The events' names, in order: `["activity.started", "island.changed"]`.
    public var names: [String] { map(\.name) }

    /// The events' JSON Lines.
    public var jsonLines: [String] { map(\.jsonLine) }
}

extension DeviceSettings {
    /// The defaults, but with the app's own activities in the Dynamic Island while it is in the foreground
    /// (`set island-in-app shown`, seed 000's reading), for tests of the island's rules of order at the prompt.
    public static var islandShownInApp: DeviceSettings {
        var settings = DeviceSettings()
        settings.hidesOwnActivitiesInApp = false
        return settings
    }
}
