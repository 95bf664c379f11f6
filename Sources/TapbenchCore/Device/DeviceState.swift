import Foundation

/// Everything the simulated device knows, as a value: the clock and settings, and the parts that each keep one
/// concept — the activities (`ActivityStore`), the Dynamic Island, intent runs (`IntentRuns`), what APNs remembers
/// (`PushLedger`), the app's server (`ServerState`) and the record of what happened (`EventLog`). The ActivityKit
/// rules are mutating methods in each concept's folder; each appends the events it caused to `log`. `Device`
/// wraps it in a lock.
struct DeviceState: Sendable {
    var catalog: AppCatalog
    var now: Date
    var settings: DeviceSettings
    var activities: ActivityStore
    var island = IslandState.empty
    var runs = IntentRuns()
    var pushes = PushLedger()
    var server: ServerState
    var backgroundTasks = BackgroundTaskQueue()
    var log = EventLog()
    var identifiers: IdentifierGenerator
    /// The app's process is running; where it is, foreground or background, is `settings.appInForeground`.
    var appRunning = true
    /// Pushes that land when the clock reaches their date, while an intent runs (`Device.push(_:landingAt:)`),
    /// earliest first.
    var landingPushes: [(date: Date, request: PushRequest, run: Int?)] = []

    init(catalog: AppCatalog, now: Date, settings: DeviceSettings, seed: UInt64) {
        self.catalog = catalog
        self.now = now
        self.settings = settings
        activities = ActivityStore(activeLimit: settings.activeLimit)
        identifiers = IdentifierGenerator(seed: seed)
        server = ServerState(stubs: catalog.serverStubs)
        for type in catalog.activityTypes { pushes.pushToStartTokens[type.name] = identifiers.pushToken() }
        island = computeIsland()
    }

    /// Records an event at the current time, as part of the intent run making the change, if one is.
    mutating func emit(_ kind: Event.Kind) {
        log.append(Event(at: now, kind, run: log.currentRun))
    }
}
