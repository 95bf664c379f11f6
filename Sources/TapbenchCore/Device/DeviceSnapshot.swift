import Foundation

/// What a device keeps while iOS terminates the app (DESIGN D9): the clock, the settings, every activity with its
/// tokens and timers, the Dynamic Island, the intent runs seen, what APNs remembers, the server's stubs and log, the
/// background tasks the app submitted,
/// and where the ids and tokens go next. A worker that ends the app's process writes it, and the new worker, with
/// the app's memory fresh, goes on from it.
///
/// ```swift
/// let kept = try JSONEncoder().encode(device.snapshot)
/// let resumed = Device(resuming: try JSONDecoder().decode(DeviceSnapshot.self, from: kept), app: catalog)
/// ```
public struct DeviceSnapshot: Codable, Sendable {
    let now: Date
    let settings: DeviceSettings
    let activities: ActivityStore
    let island: IslandState
    let runs: IntentRuns
    let pushes: PushLedger
    let server: ServerState
    let backgroundTasks: BackgroundTaskQueue
    let identifiers: IdentifierGenerator
}

extension DeviceState {
    var snapshot: DeviceSnapshot {
        DeviceSnapshot(
            now: now, settings: settings, activities: activities, island: island, runs: runs, pushes: pushes, server: server,
            backgroundTasks: backgroundTasks, identifiers: identifiers)
    }

    /// The device as `snapshot` left it, with the app's catalog and its process not running.
    init(snapshot: DeviceSnapshot, catalog: AppCatalog) {
        self.catalog = catalog
        now = snapshot.now
        settings = snapshot.settings
        activities = snapshot.activities
        island = snapshot.island
        runs = snapshot.runs
        pushes = snapshot.pushes
        server = snapshot.server
        backgroundTasks = snapshot.backgroundTasks
        identifiers = snapshot.identifiers
        appRunning = false
    }
}
