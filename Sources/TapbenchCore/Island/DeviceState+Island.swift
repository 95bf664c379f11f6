/// Who holds the Dynamic Island, worked out after every change.
extension DeviceState {
    /// The highest relevance among the app's active or stale activities, ties to the earliest started
    /// (seed 000, "Configure the Live Activity"; Apple's documentation, "relevanceScore"); minimal when another
    /// app has an activity too (seed 003). With `ownActivitiesShareIsland`, the app's two most relevant share it,
    /// minimal, as the Human Interface Guidelines read (seed 003).
    /// A transient activity, while it lasts, holds the island expanded; the latest started wins. Otherwise, while the
    /// person is in the app, its own activities stay out of the island (`hidesOwnActivitiesInApp`).
    func computeIsland() -> IslandState {
        guard settings.hasDynamicIsland else { return .empty }
        if let transient = activities.running.filter({ activities[$0]?.style == .transient }).max() {
            return IslandState(presentation: .expanded, holder: transient)
        }
        let running = keepsOwnActivitiesOutOfIsland ? [] : activities.running
        switch (running.first, settings.otherAppHasActivity) {
        case (nil, false): return .empty
        case (nil, true): return IslandState(presentation: .compact, holder: nil, detached: nil)
        case (let top?, false):
            guard settings.ownActivitiesShareIsland, running.count > 1 else { return IslandState(presentation: .compact, holder: top) }
            return IslandState(presentation: .minimal, holder: top, detachedActivity: running[1])
        case (let top?, true): return IslandState(presentation: .minimal, holder: top, detached: "another app")
        }
    }

    /// The person is in the app, so its own activities stay out of the island (`hidesOwnActivitiesInApp`).
    var keepsOwnActivitiesOutOfIsland: Bool { appRunning && settings.appInForeground && settings.hidesOwnActivitiesInApp }

    mutating func updateIsland() {
        let current = computeIsland()
        if current != island {
            island = current
            emit(.islandChanged(current))
        }
    }
}
