/// One field that an update changed. Content-state fields are named by their key path (`step`,
/// `eta.0`); the activity's own fields use their APNs names, `stale-date` and `relevance-score`,
/// which no Swift property can collide with.
public struct FieldChange: Sendable, Hashable {
    public let field: String
    public let from: JSONValue?
    public let to: JSONValue?

    public init(field: String, from: JSONValue?, to: JSONValue?) {
        self.field = field
        self.from = from
        self.to = to
    }

    /// The leaf fields that differ between two JSON documents, in the newer document's order.
    public static func between(_ old: JSONValue, _ new: JSONValue, prefix: String = "") -> [FieldChange] {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            var changes: [FieldChange] = []
            for member in after.members {
                let path = prefix.isEmpty ? member.key : "\(prefix).\(member.key)"
                if let previous = before[member.key] {
                    changes += between(previous, member.value, prefix: path)
                } else {
                    changes.append(FieldChange(field: path, from: nil, to: member.value))
                }
            }
            for member in before.members where after[member.key] == nil {
                let path = prefix.isEmpty ? member.key : "\(prefix).\(member.key)"
                changes.append(FieldChange(field: path, from: member.value, to: nil))
            }
            return changes
        case (.array(let before), .array(let after)) where before.count == after.count:
            return zip(before, after).enumerated().flatMap { offset, pair in
                between(pair.0, pair.1, prefix: prefix.isEmpty ? "\(offset)" : "\(prefix).\(offset)")
            }
        default:
            return old == new ? [] : [FieldChange(field: prefix, from: old, to: new)]
        }
    }
}
