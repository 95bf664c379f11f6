/// `aps.alert` of a Live Activity push, read as iOS shows it: a string is its body; a dictionary has `title`,
/// `body` and `sound`, where `title` and `body` are text or `{"loc-key", "loc-args"}` (Apple's documentation,
/// "Starting and updating Live Activities with ActivityKit push notifications"), and the notification payload's
/// `title-loc-key`, `title-loc-args`, `loc-key` and `loc-args` stand for them too (Apple's documentation,
/// "Generating a remote notification").
///
/// A localized key is shown as iOS shows a key its app's strings do not translate: the key itself, each `%@`
/// (or `%1$@`, `%2$@`, …) replaced by the argument in its place. Modelling choice: the bench does not read the
/// app's `Localizable.strings`, so it shows what iOS shows for a key with no translation.
enum PushAlert {
    /// The alert, or nil when there is none; a value of the wrong kind is a problem.
    static func read(_ aps: JSONObject, notes: inout [String]) throws(PushProblem) -> Alert? {
        guard let value = aps["alert"] else { return nil }
        switch value {
        case .string(let body):
            return Alert(title: "", body: body)
        case .object(let alert):
            let title = try text(alert, "title", flatKey: "title-loc-key", flatArguments: "title-loc-args", notes: &notes)
            let body = try text(alert, "body", flatKey: "loc-key", flatArguments: "loc-args", notes: &notes)
            guard let sound = alert["sound"] else { return Alert(title: title, body: body) }
            guard let name = sound.stringValue else {
                throw PushProblem(.device, "field-type", "aps.alert.sound must be a sound file's name or \"default\", not \(sound.kindDescription)")
            }
            return Alert(title: title, body: body, sound: name)
        default:
            throw PushProblem(.device, "field-type", "aps.alert must be a dictionary with title and body, not \(value.kindDescription)")
        }
    }

    /// `alert.KEY` as shown: the flat localized key, which Apple's "Generating a remote notification" says to use
    /// "instead of" the text, else its text or its localized form; "" when there is none.
    private static func text(
        _ alert: JSONObject, _ key: String, flatKey: String, flatArguments: String, notes: inout [String]
    ) throws(PushProblem) -> String {
        if alert[flatKey] != nil {
            return try localizedText(alert, key: flatKey, arguments: flatArguments, path: "aps.alert", notes: &notes)
        }
        switch alert[key] {
        case .string(let text)?:
            return text
        case .object(let localized)?:
            return try localizedText(localized, key: "loc-key", arguments: "loc-args", path: "aps.alert.\(key)", notes: &notes)
        case let other?:
            throw PushProblem(.device, "field-type", "aps.alert.\(key) must be text or a dictionary with loc-key, not \(other.kindDescription)")
        case nil:
            return ""
        }
    }

    private static func localizedText(
        _ object: JSONObject, key: String, arguments: String, path: String, notes: inout [String]
    ) throws(PushProblem) -> String {
        guard let format = object[key]?.stringValue else {
            throw PushProblem(.device, "field-type", "\(path).\(key) must be the text's key in the app's strings")
        }
        var values: [String] = []
        if let list = object[arguments] {
            guard case .array(let elements) = list, elements.allSatisfy({ $0.stringValue != nil }) else {
                throw PushProblem(.device, "field-type", "\(path).\(arguments) must be an array of strings, not \(list.jsonText)")
            }
            values = elements.compactMap(\.stringValue)
        }
        let (text, missing) = substitute(values, into: format)
        if missing > 0 {
            notes.append("\(path).\(key) \"\(format)\" has \(missing) more %@ than \(path).\(arguments) has values; iOS shows those as written")
        }
        return text
    }

    /// `format` with each `%@` replaced by the next value and each `%N$@` by the Nth, `%%` as `%`; a
    /// placeholder with no value stays as written, and how many did.
    private static func substitute(_ values: [String], into format: String) -> (text: String, missing: Int) {
        var text = ""
        var missing = 0
        var next = 0
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                text += "%"
                rest = after.dropFirst()
                continue
            }
            if after.hasPrefix("@") {
                if next < values.count { text += values[next] } else { text += "%@"; missing += 1 }
                next += 1
                rest = after.dropFirst()
                continue
            }
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix("$@"), let position = Int(digits), position >= 1 {
                if position <= values.count { text += values[position - 1] } else { text += "%\(digits)$@"; missing += 1 }
                rest = after.dropFirst(digits.count + 2)
                continue
            }
            text += "%"
            rest = after
        }
        return (text + rest, missing)
    }
}
