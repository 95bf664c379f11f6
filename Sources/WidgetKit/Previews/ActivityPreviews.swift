import ActivityKit
import SwiftUI
import Synchronization
import TapbenchCore

/// The values a `PreviewProvider`'s previews show: one entry per attributes value, with every content
/// state shown with it, each once, in the order the previews first show them.
///
/// ```swift
/// struct DeliveryLiveActivity_Previews: PreviewProvider {
///     static var previews: some View {
///         Group {
///             DeliveryAttributes.preview.previewContext(.preparing, viewKind: .content)
///             DeliveryAttributes.preview.previewContext(.preparing, viewKind: .dynamicIsland(.compact))
///             DeliveryAttributes.preview.previewContext(.onTheWay, viewKind: .dynamicIsland(.expanded))
///         }
///     }
/// }
/// activityPreviews(in: DeliveryLiveActivity_Previews.self)
/// // [ActivityPreviewValues(DeliveryAttributes.preview, states: [.preparing, .onTheWay])]
/// ```
public func activityPreviews<Previews: PreviewProvider>(in provider: Previews.Type) -> [ActivityPreviewValues] {
    let collection = ActivityPreviewCollection()
    ActivityPreviewCollection.$current.withValue(collection) {
        _ = provider.previews._evaluated
    }
    return collection.values
}

/// The preview values shown so far while `activityPreviews(in:)` evaluates a provider's previews.
final class ActivityPreviewCollection: Sendable {
    @TaskLocal static var current: ActivityPreviewCollection?

    private let shown = Mutex<[ActivityPreviewValues]>([])

    var values: [ActivityPreviewValues] { shown.withLock { $0 } }

    /// Adds `state` to the entry for equal `attributes`, unless it shows it already, or a new entry for them.
    func record<Attributes: ActivityAttributes>(_ attributes: Attributes, state: Attributes.ContentState) {
        let json = try? JSONCoding.encode(attributes)
        shown.withLock { entries in
            for (index, entry) in entries.enumerated() {
                guard let json, let shown = entry.typed(as: Attributes.self), (try? JSONCoding.encode(shown.attributes)) == json else { continue }
                if !shown.states.contains(state) {
                    entries[index] = ActivityPreviewValues(shown.attributes, states: shown.states + [state])
                }
                return
            }
            entries.append(ActivityPreviewValues(attributes, states: [state]))
        }
    }
}
