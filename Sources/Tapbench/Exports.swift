// A team's bench executable imports Tapbench alone: the introduction of its app, and the device's
// vocabulary that an introduction uses (`ContinuationDestination`, `ServerRecord`, `JSONObject`).
@_exported import TapbenchAppDescription
@_exported import TapbenchCore
