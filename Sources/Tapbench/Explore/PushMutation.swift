import TapbenchCore

/// A content state changed the way servers get it wrong, for a push: a key left out, a value of the wrong type, a
/// `Date` sent as Unix seconds, a number at an edge, a string that brings the payload near APNs's 4 KB. iOS decodes
/// each as it comes (DESIGN D3), so exploration sees what the device and the app's presentations make of it.
enum PushMutation {
    /// Every change of `state` that `schema` allows, each named by its field and what changed:
    /// `etaSeconds: edge -1`. `payloadBytes` is the size of the rest of the payload, which a padded string fills up to
    /// just under APNs's 4096 bytes, to the limit, and just over.
    static func variants(of state: JSONObject, schema: Schema, payloadBytes: Int) -> [(name: String, state: JSONObject)] {
        guard case .object(_, let fields) = schema else { return [] }
        var variants: [(name: String, state: JSONObject)] = []
        func add(_ field: SchemaField, _ change: String, _ value: JSONValue?) {
            var changed = state
            changed[field.name] = value
            variants.append(("\(field.name): \(change)", changed))
        }
        for field in fields {
            guard let value = state[field.name] else { continue }
            add(field, "missing", nil)
            add(field, "wrong type", value.stringValue == nil ? .string("x") : .number(JSONNumber(1)))
            switch field.schema {
            case .date:
                if let seconds = value.doubleValue { add(field, "Unix seconds", .number(JSONNumber(seconds + unixEpochToReferenceDate))) }
            case .integer, .floating:
                for edge in [-1.0, 0, 1e9] { add(field, "edge \(JSONNumber(edge).text)", .number(JSONNumber(edge))) }
            case .string:
                let size = payloadBytes + JSONValue.object(state).jsonText.utf8.count
                for target in [4000, 4096, 4100] where target > size {
                    add(field, "payload of \(target) bytes", .string((value.stringValue ?? "") + String(repeating: "x", count: target - size)))
                }
            default: break
            }
        }
        return variants
    }

    /// Seconds from 1970 to 2001, which a server writing `Date` as Unix time adds.
    private static let unixEpochToReferenceDate = 978_307_200.0
}
