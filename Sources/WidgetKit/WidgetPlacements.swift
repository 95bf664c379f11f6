import SwiftUI

extension ContainerBackgroundPlacement {
    /// A widget's background: `.containerBackground(.fill.tertiary, for: .widget)`.
    public static let widget = ContainerBackgroundPlacement()
}

extension DynamicIsland {
    /// Where an expanded region's content goes when it is too wide for its place beside the camera.
    public struct VerticalPlacement: Sendable {
        /// Below the camera, rather than squeezed beside it.
        public static let belowIfTooWide = VerticalPlacement()
    }
}

extension View {
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on an expanded region's content; the text
    /// picture lays regions out as they are.
    public func dynamicIsland(verticalPlacement: DynamicIsland.VerticalPlacement) -> Self { self }
}
