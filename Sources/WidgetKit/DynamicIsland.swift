import ActivityKit
import Foundation
import SwiftUI
import TapbenchCore

/// The Dynamic Island's presentations of one activity: expanded regions, compact leading and
/// trailing, and minimal.
public struct DynamicIsland: Sendable {
    let expanded: [ActivityPresentations.ExpandedRegion]
    let compactLeading: ViewNode
    let compactTrailing: ViewNode
    let minimal: ViewNode
    let widgetURL: String?

    public init<CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        self.expanded = expanded().regions
        // The compact and minimal views read whether the island gives them less width ("isDynamicIslandLimitedInWidth").
        var narrow = EnvironmentValues._evaluatingNow
        narrow[IslandLimitedInWidthKey.self] = narrow[DeviceIslandLimitedInWidthKey.self]
        (self.compactLeading, self.compactTrailing, self.minimal) = EnvironmentValues._evaluating(in: narrow) {
            (compactLeading()._evaluated, compactTrailing()._evaluated, minimal()._evaluated)
        }
        widgetURL = nil
    }

    private init(_ island: DynamicIsland, widgetURL: String?) {
        expanded = island.expanded
        compactLeading = island.compactLeading
        compactTrailing = island.compactTrailing
        minimal = island.minimal
        self.widgetURL = widgetURL
    }

    /// The URL a tap on the compact and minimal presentations opens (seed 002 puts the delivery's here).
    public func widgetURL(_ url: URL?) -> DynamicIsland { DynamicIsland(self, widgetURL: url?.absoluteString) }
    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// Where a region sits in the expanded presentation.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable {
    let position: ActivityPresentations.ExpandedRegion.Position

    /// Along the leading edge, beside the TrueDepth camera.
    public static let leading = DynamicIslandExpandedRegionPosition(position: .leading)
    /// Along the trailing edge, beside the camera.
    public static let trailing = DynamicIslandExpandedRegionPosition(position: .trailing)
    /// Below the camera.
    public static let center = DynamicIslandExpandedRegionPosition(position: .center)
    /// Below leading, center and trailing.
    public static let bottom = DynamicIslandExpandedRegionPosition(position: .bottom)
}

/// The island's modes, for `contentMargins(_:_:for:)`: a structure, as on iOS, so a `switch` over them needs a `default`.
public struct DynamicIslandMode: Sendable, Equatable {
    private let name: String

    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    public static let minimal = DynamicIslandMode(name: "minimal")
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// One region of the expanded presentation.
public struct DynamicIslandExpandedRegion: Sendable {
    let region: ActivityPresentations.ExpandedRegion

    public init<Content: View>(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = ActivityPresentations.ExpandedRegion(position: position.position, priority: priority, content: content()._evaluated)
    }

    /// The region's margins; the text picture keeps its own.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: Double) -> DynamicIslandExpandedRegion { self }
}

/// The regions of an expanded presentation.
public struct DynamicIslandExpandedContent: Sendable {
    let regions: [ActivityPresentations.ExpandedRegion]
}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildPartialBlock(first region: DynamicIslandExpandedRegion) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(regions: [region.region])
    }
    public static func buildPartialBlock(first content: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent { content }
    public static func buildPartialBlock(accumulated: DynamicIslandExpandedContent, next region: DynamicIslandExpandedRegion) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(regions: accumulated.regions + [region.region])
    }
    public static func buildPartialBlock(accumulated: DynamicIslandExpandedContent, next content: DynamicIslandExpandedContent) -> DynamicIslandExpandedContent {
        DynamicIslandExpandedContent(regions: accumulated.regions + content.regions)
    }
}
