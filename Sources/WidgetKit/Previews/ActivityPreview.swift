import ActivityKit
import SwiftUI
import TapbenchCore

extension ActivityAttributes {
    /// A preview of this activity's presentation `viewKind` with `contentState`, in a `PreviewProvider`.
    /// Tapbench draws presentations itself; it reads the values shown (`activityPreviews(in:)`).
    ///
    /// ```swift
    /// DeliveryAttributes.preview.previewContext(.preparing, viewKind: .dynamicIsland(.compact))
    /// ```
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreview(attributes: self, state: contentState, viewKind: viewKind)
    }
}

/// What `previewContext(_:viewKind:)` shows: nothing to draw; evaluating it while previews are being
/// collected records its values.
struct ActivityPreview<Attributes: ActivityAttributes>: View {
    typealias Body = Never

    let attributes: Attributes
    let state: Attributes.ContentState
    let viewKind: ActivityPreviewViewKind

    var _evaluated: ViewNode {
        ActivityPreviewCollection.current?.record(attributes, state: state)
        return .empty
    }
}
