import TapbenchCore

/// `caseSensitive` and `percentEncoded` for components that leave them out: an entry's `defaults`, else the
/// section's, else true ("applinks.Defaults").
struct MatchingDefaults {
    var caseSensitive = true
    var percentEncoded = true

    init() {}

    init(_ value: JSONValue?, at place: String, inheriting outer: MatchingDefaults, problems: inout [String]) {
        self = outer
        guard let value else { return }
        guard let object = value.objectValue else {
            problems.append("\(place) is \(value.kindDescription), not an object")
            return
        }
        for (key, flag) in object {
            switch (key, flag) {
            case ("caseSensitive", .bool(let bool)): caseSensitive = bool
            case ("percentEncoded", .bool(let bool)): percentEncoded = bool
            case ("caseSensitive", _), ("percentEncoded", _): problems.append("\(place).\(key) is \(flag.kindDescription), not true or false: it is ignored")
            default: problems.append("\(place) has the key \"\(key)\", which applinks defaults do not have: it is ignored")
            }
        }
    }
}
