import Foundation
import SwiftUI
import TapbenchCore

// WidgetKit's modifiers on SwiftUI's views, as on iOS.
extension View {
    /// The Lock Screen presentation's background (seed 000, "Use custom colors").
    public func activityBackgroundTint(_ color: Color?) -> Self { self }
    /// The colour of the Lock Screen's button that ends the activity.
    public func activitySystemActionForegroundColor(_ color: Color?) -> Self { self }

    /// The URL a tap on this view opens, outside its buttons and links: for the Lock Screen, compact and
    /// minimal presentations (seed 000).
    public func widgetURL(_ url: URL?) -> WidgetURLView<Self> { WidgetURLView(content: self, url: url) }
}

/// A view with `.widgetURL(_:)`.
public struct WidgetURLView<Content: View>: View {
    public typealias Body = Never

    let content: Content
    let url: URL?

    public var _evaluated: ViewNode { .widgetURL(url?.absoluteString, content._evaluated) }
}
