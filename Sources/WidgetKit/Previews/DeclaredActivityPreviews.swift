import SwiftUI

/// The values the app's `#Preview`s of Live Activities show, one entry per attributes value with each of
/// its states once, as `activityPreviews(in:)` gives a provider's. The bench reads them when it assembles
/// an app; nothing needs to name them.
///
/// ```swift
/// #Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryLiveActivity()
/// } contentStates: {
///     DeliveryAttributes.ContentState.preparing
/// }
/// declaredActivityPreviews()
/// // [ActivityPreviewValues(DeliveryAttributes.preview, states: [.preparing])]
/// ```
public func declaredActivityPreviews() -> [ActivityPreviewValues] {
    let collection = ActivityPreviewCollection()
    for preview in Preview.declared() {
        (preview.content as? any ActivityPreviewContent)?.record(into: collection)
    }
    return collection.values
}
