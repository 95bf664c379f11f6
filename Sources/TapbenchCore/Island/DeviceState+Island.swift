/// Who holds the Dynamic Island, worked out after every change.
extension DeviceState {
    /// The highest relevance among the app's active or stale activities, ties to the earliest started
    /// (seed 000, "Configure the Live Activity"; Apple's documentation, "relevanceScore"); minimal when another
    /// app has an activity too (seed 003).
    func computeIsland() -> IslandState {
        guard settings.hasDynamicIsland else { return .empty }
        let top = activities.running.first
        switch (top, settings.otherAppHasActivity) {
        case (nil, false): return .empty
        case (nil, true): return IslandState(presentation: .compact, holder: nil, detached: nil)
        case (let top?, false): return IslandState(presentation: .compact, holder: top)
        case (let top?, true): return IslandState(presentation: .minimal, holder: top, detached: "another app")
        }
    }

    mutating func updateIsland() {
        let current = computeIsland()
        if current != island {
            island = current
            emit(.islandChanged(current))
        }
    }
}
