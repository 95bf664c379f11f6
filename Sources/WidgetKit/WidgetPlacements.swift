import SwiftUI

extension ContainerBackgroundPlacement {
    /// A widget's background: `.containerBackground(.fill.tertiary, for: .widget)`.
    public static let widget = ContainerBackgroundPlacement()
}

/// Where an expanded region's content goes when it is too wide for its place beside the camera.
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable, Equatable {
    private let name: String

    /// Beside the camera, as the region's position puts it.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the camera, rather than squeezed beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on an expanded region's content; the text
    /// picture lays regions out as they are.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> Self { self }
}
