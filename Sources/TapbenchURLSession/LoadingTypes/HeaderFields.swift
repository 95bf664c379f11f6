import Foundation

/// HTTP header fields as `URLRequest` and `HTTPURLResponse` keep them: a name keeps the case it was first set with,
/// and is looked up, replaced and removed in any case ("NSHTTPURLResponse.allHeaderFields": "case-preserving during
/// the set operation … and case-insensitive when looking up keys").
struct HeaderFields: Hashable, Sendable {
    private var fields: [String: String] = [:]

    init() {}

    init(_ fields: [String: String]) {
        for (name, value) in fields { set(value, for: name) }
    }

    var isEmpty: Bool { fields.isEmpty }
    var dictionary: [String: String] { fields }

    func value(for name: String) -> String? {
        key(for: name).flatMap { fields[$0] }
    }

    /// Sets `name`'s value, keeping the case it already has; `nil` removes it.
    mutating func set(_ value: String?, for name: String) {
        let existing = key(for: name)
        if let existing { fields[existing] = nil }
        if let value { fields[existing ?? name] = value }
    }

    /// Adds `value` to `name`'s, joined with a comma as HTTP allows.
    mutating func add(_ value: String, for name: String) {
        set(self.value(for: name).map { "\($0),\(value)" } ?? value, for: name)
    }

    private func key(for name: String) -> String? {
        if fields[name] != nil { return name }
        let lowered = name.lowercased()
        return fields.keys.first { $0.lowercased() == lowered }
    }
}
