import Foundation

/// What an `AppInvariant` sees after a command: the device as the command left it, and the command's events.
///
/// ```swift
/// let ended = context.events.filter { $0["event"]?.stringValue == "activity.ended" }
/// ```
///
/// The activities are read when a rule asks for them, so that a rule about what a command changed (`changed`) costs
/// the same whether the device holds one activity or a thousand.
public struct InvariantContext: Sendable {
    /// The command line: `tap 1 lock 2`.
    public let command: String
    /// The device's clock after the command.
    public let now: Date
    /// Who holds the Dynamic Island.
    public let island: IslandState
    /// While the person is in the app, its own activities stay out of the island (`set island-in-app`).
    public let islandKeepsOwnActivitiesOut: Bool
    public let settings: DeviceSettings
    /// The device's activities as the command left them.
    let store: ActivityStore
    /// The command's events, in order.
    let commandEvents: [Event]
    private let records: @Sendable () -> [JSONObject]

    init(
        command: String, now: Date, store: ActivityStore, island: IslandState, islandKeepsOwnActivitiesOut: Bool, settings: DeviceSettings,
        events: [Event], records: @escaping @Sendable () -> [JSONObject]
    ) {
        self.command = command
        self.now = now
        self.store = store
        self.island = island
        self.islandKeepsOwnActivitiesOut = islandKeepsOwnActivitiesOut
        self.settings = settings
        commandEvents = events
        self.records = records
    }

    /// The names of the command's events, in order: `activity.started`.
    public var eventNames: [String] { commandEvents.map(\.name) }

    /// The activities not dismissed, in start order: pending, active, stale and ended ones, each with its `state`.
    public var activities: [LiveActivity] { store.presentActivities() }

    /// The activities the command's events name (started, updated, ended, tapped…), as the command left it: what a
    /// rule about an activity's content looks at, since only a change can break it.
    public var changed: [LiveActivity] { Set(commandEvents.compactMap(\.activity)).sorted().compactMap { store[$0] } }

    /// The command's events as `--events` writes them: `["event": "activity.updated", "activity": 1, …]`.
    public var events: [JSONObject] { records() }
}
