extension JSONValue {
    /// Keys written more than once in one object, each with the value written first, in document order,
    /// looking inside the first value of each key (the one `JSONDecoder` reads):
    /// `{"step": "onTheWay", "step": "arriving"}` gives `(["step"], "onTheWay")`. JSON leaves their meaning
    /// open; iOS's `JSONDecoder` keeps the first, `JSONSerialization` the last.
    func duplicateKeys(prefix: [String] = []) -> [(path: [String], kept: JSONValue)] {
        switch self {
        case .object(let object):
            var first: [String: JSONValue] = [:]
            var duplicates: [(path: [String], kept: JSONValue)] = []
            for member in object.members {
                if let kept = first[member.key] {
                    if !duplicates.contains(where: { $0.path == prefix + [member.key] }) { duplicates.append((prefix + [member.key], kept)) }
                } else {
                    first[member.key] = member.value
                    duplicates += member.value.duplicateKeys(prefix: prefix + [member.key])
                }
            }
            return duplicates
        case .array(let elements):
            return elements.enumerated().flatMap { $1.duplicateKeys(prefix: prefix + [String($0)]) }
        default:
            return []
        }
    }
}
