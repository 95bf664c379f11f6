/// Xcode's build-setting references in a file's strings, `$(PRODUCT_BUNDLE_IDENTIFIER)` or
/// `${PRODUCT_NAME:rfc1034identifier}`, resolved from the values the team gives; the build fills them in,
/// the file alone cannot.
enum BuildSettings {
    /// How to give the settings a file names: `give AppIntroduction(buildSettings: ["APP_SCHEME": "…"])`.
    static func advice(for names: [String]) -> String {
        "give AppIntroduction(buildSettings: [\(names.map { "\"\($0)\": \"…\"" }.joined(separator: ", "))])"
    }

    /// `com.example.$(PRODUCT_NAME:lower)` with `PRODUCT_NAME = Pizza` → `.resolved("com.example.pizza")`;
    /// with a setting missing, the text stays as written, `.unresolved`.
    static func resolve(_ text: String, with settings: [String: String]) -> DeclaredString {
        var output = ""
        var rest = Substring(text)
        var resolved = true
        while let dollar = rest.firstIndex(of: "$") {
            output += rest[..<dollar]
            rest = rest[dollar...]
            guard let reference = reference(at: rest) else {
                output += "$"
                rest = rest.dropFirst()
                continue
            }
            if let value = value(of: reference.name, in: settings) {
                output += value
            } else {
                output += rest[..<reference.after.startIndex]
                resolved = false
            }
            rest = reference.after
        }
        output += rest
        return resolved ? .resolved(output) : .unresolved(output)
    }

    /// The settings `text` names, in order: `["PRODUCT_NAME"]` for `$(PRODUCT_NAME:rfc1034identifier)`.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            rest = rest[dollar...]
            if let reference = reference(at: rest) {
                let name = String(reference.name.prefix { $0 != ":" })
                if !names.contains(name) { names.append(name) }
                rest = reference.after
            } else {
                rest = rest.dropFirst()
            }
        }
        return names
    }

    /// `$(NAME)` or `${NAME}` at the start of `text`: what is inside, and the text after it.
    private static func reference(at text: Substring) -> (name: Substring, after: Substring)? {
        let opening = text.dropFirst().first
        guard opening == "(" || opening == "{" else { return nil }
        let inside = text.dropFirst(2)
        guard let close = inside.firstIndex(of: opening == "(" ? ")" : "}"), close > inside.startIndex else { return nil }
        return (inside[..<close], inside[inside.index(after: close)...])
    }

    /// The setting's value, through the modifiers Xcode's text macros document (`lower`, `upper`, `identifier`,
    /// `rfc1034identifier`); nil when the setting is not given or a modifier is unknown.
    private static func value(of reference: Substring, in settings: [String: String]) -> String? {
        if let value = settings[String(reference)] { return value }
        let parts = reference.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, var value = settings[String(parts[0])] else { return nil }
        for modifier in parts[1].split(separator: ",") {
            switch modifier.lowercased() {
            case "lower": value = value.lowercased()
            case "upper": value = value.uppercased()
            case "identifier": value = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            case "rfc1034identifier": value = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
            default: return nil
            }
        }
        return value
    }
}
