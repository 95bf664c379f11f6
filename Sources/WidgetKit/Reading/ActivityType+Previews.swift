import ActivityKit
import Foundation
import TapbenchCore

extension ActivityType {
    /// The type with the first preview of it among `previews`, or its placeholder when there is none.
    init<Attributes: ActivityAttributes>(_ type: Attributes.Type, previews: [ActivityPreviewValues], now: Date) throws(SchemaReadError) {
        let preview = previews.lazy.compactMap { $0.typed(as: type) }.first
        try self.init(
            type, state: Attributes.ContentState.self, sampleAttributes: preview?.attributes, sampleState: preview?.states.first,
            placeholderDate: now)
    }
}
