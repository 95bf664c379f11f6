// Widget code imports WidgetKit (and SwiftUI, which Linux lacks: its vocabulary for Live Activities
// lives here). Foundation and `LocalizedStringResource` come along, as on iOS.
@_exported import Foundation
@_exported import TapbenchFoundationShims
