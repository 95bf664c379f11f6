import TapbenchCore

extension Session {
    /// Who holds the Dynamic Island, as `list` and `show` name it, and why it is empty when the app in the
    /// foreground keeps its own activities out of it: `#1 compact`, or `empty while the app is in the foreground …`.
    var islandText: String {
        let shown = renderer.describe(device.island)
        let ongoing = device.activities.contains { $0.state == .active || $0.state == .stale }
        guard device.keepsOwnActivitiesOutOfIsland, ongoing, device.island.holder == nil else { return shown }
        return shown + " while the app is in the foreground ('app background' shows its activities)"
    }
}
