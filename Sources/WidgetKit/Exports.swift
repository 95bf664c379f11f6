// On iOS a widget file imports SwiftUI itself, next to WidgetKit, as Xcode's widget templates write it.
// WidgetKit's API is written in SwiftUI's types (`View`, `Widget`, `Color`), so re-exporting SwiftUI here
// keeps a file that imports WidgetKit alone compiling too. Foundation and `LocalizedStringResource`
// come along with SwiftUI, as on iOS.
@_exported import SwiftUI
