// A team's bench imports Tapbench alone: the introduction of its app, the device's vocabulary that an
// introduction uses (`ContinuationDestination`, `JSONObject`), and the facades whose types
// it names (`PreviewProvider`, `ActivityPreviewValues`, `AppIntent`).
@_exported import AppIntents
@_exported import SwiftUI
@_exported import TapbenchAppDescription
@_exported import TapbenchCore
@_exported import WidgetKit
