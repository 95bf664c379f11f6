import Foundation

/// What an `AppInvariant` sees after a command: the device as the command left it, and the command's events.
///
/// ```swift
/// let ended = context.events.filter { $0["event"]?.stringValue == "activity.ended" }
/// ```
public struct InvariantContext: Sendable {
    /// The command line: `tap 1 lock 2`.
    public let command: String
    /// The device's clock after the command.
    public let now: Date
    /// The activities not dismissed, in start order: pending, active, stale and ended ones, each with its `state`.
    public let activities: [LiveActivity]
    /// Who holds the Dynamic Island.
    public let island: IslandState
    /// While the person is in the app, its own activities stay out of the island (`set island-in-app`).
    public let islandKeepsOwnActivitiesOut: Bool
    public let settings: DeviceSettings
    /// The names of the command's events, in order: `activity.started`.
    public let eventNames: [String]
    private let records: @Sendable () -> [JSONObject]

    public init(
        command: String, now: Date, activities: [LiveActivity], island: IslandState, islandKeepsOwnActivitiesOut: Bool,
        settings: DeviceSettings, eventNames: [String], events: @escaping @Sendable () -> [JSONObject]
    ) {
        self.command = command
        self.now = now
        self.activities = activities
        self.island = island
        self.islandKeepsOwnActivitiesOut = islandKeepsOwnActivitiesOut
        self.settings = settings
        self.eventNames = eventNames
        records = events
    }

    /// The command's events as `--events` writes them: `["event": "activity.updated", "activity": 1, …]`. Made
    /// when asked for, since most rules need only the device.
    public var events: [JSONObject] { records() }

    /// The activities in `states`.
    public func activities(in states: Set<LifecycleState>) -> [LiveActivity] {
        activities.filter { states.contains($0.state) }
    }
}
