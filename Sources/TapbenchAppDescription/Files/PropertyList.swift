import Foundation

/// A property list file read into its top-level dictionary: XML, binary or OpenStep, as
/// `PropertyListSerialization` reads them on every platform.
struct PropertyList {
    let keys: [String: Any]

    init(_ data: Data) throws(FileProblem) {
        guard !data.isEmpty else { throw FileProblem(reason: "is empty") }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw FileProblem(reason: "is not a property list: \(Self.reason(for: error, in: data))")
        }
        guard let keys = root as? [String: Any] else {
            throw FileProblem(reason: "holds \(Self.kind(of: root)), not a dictionary of keys")
        }
        self.keys = keys
    }

    /// `true` for `<true/>`, and for OpenStep's `YES` and a `<string>YES</string>`, which iOS reads as true too.
    static func bool(_ value: Any?) -> Bool? {
        if let string = value as? String {
            switch string.lowercased() {
            case "yes", "true": return true
            case "no", "false": return false
            default: return nil
            }
        }
        return value as? Bool
    }

    /// The kind of a value as a sentence names it: `a string`, `an array`.
    static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case is Bool: "a boolean"
        case is Data: "data"
        case is Date: "a date"
        case is [Any]: "an array"
        case is [String: Any], is [AnyHashable: Any]: "a dictionary"
        default: "a number"
        }
    }

    /// The parser's own words: the XML parser's for a file that starts with `<`, the OpenStep parser's otherwise.
    private static func reason(for error: any Error, in data: Data) -> String {
        let info = (error as NSError).userInfo
        let looksLikeXML = data.first { !(Character(UnicodeScalar($0)).isWhitespace) } == UInt8(ascii: "<")
        // The OpenStep parser's error is a CFError that Foundation on Linux does not bridge: its words are read from its description.
        if !looksLikeXML, let openStep = info["kCFPropertyListOldStyleParsingError"] {
            let text = String(describing: openStep)
            if let start = text.range(of: "\(NSDebugDescriptionErrorKey)=")?.upperBound, text.hasSuffix("}") {
                return String(text[start..<text.index(before: text.endIndex)])
            }
        }
        return info[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
    }
}
