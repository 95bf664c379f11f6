/// The type a Swift file marks as its program's entry, read from the file's text with comments and
/// string literals set aside: `@main struct PizzaWidgets: WidgetBundle`, `@main struct PizzaApp: App`.
struct MainDeclaration: Equatable {
    /// What the entry starts.
    enum Role: Equatable {
        /// The widget extension, with several widgets: the bench hosts it.
        case widgetBundle
        /// A widget extension with one widget: the bench hosts it.
        case widget
        /// Anything else, the app itself above all: the bench is the entry point instead.
        case other
    }

    /// `@main`, or the older `@UIApplicationMain`.
    let attribute: String
    /// `struct`, `class`, `enum` or `actor`.
    let keyword: String
    let name: String
    /// What it inherits or conforms to, as written: `WidgetBundle`, `WidgetKit.WidgetBundle`.
    let inherited: [String]

    var role: Role {
        let names = inherited.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        if names.contains("WidgetBundle") { return .widgetBundle }
        return names.contains("Widget") ? .widget : .other
    }

    /// As Swift would print it: `@main struct PizzaApp: App`.
    var declaration: String {
        "\(attribute) \(keyword) \(name)" + (inherited.isEmpty ? "" : ": " + inherited.joined(separator: ", "))
    }

    private static let attributes: Set = ["@main", "@UIApplicationMain", "@NSApplicationMain"]
    private static let keywords: Set = ["struct", "class", "enum", "actor"]
    private static let modifiers: Set = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated", "indirect",
    ]

    /// The first entry declared in `source`, or nil.
    static func find(in source: String) -> MainDeclaration? {
        let tokens = SwiftTokens(source).tokens
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard attributes.contains(tokens[index]) else { continue }
            if let found = declaration(after: index, in: tokens) { return found }
        }
        return nil
    }

    private static func declaration(after attributeIndex: Int, in tokens: [String]) -> MainDeclaration? {
        var index = attributeIndex + 1
        while index < tokens.count, tokens[index].hasPrefix("@") || modifiers.contains(tokens[index]) {
            index += 1
            if tokens[index - 1].hasPrefix("@"), index < tokens.count, tokens[index] == "(" {
                index = closing(from: index, in: tokens, open: "(", close: ")")
            }
        }
        guard index + 1 < tokens.count, keywords.contains(tokens[index]) else { return nil }
        let keyword = tokens[index]
        let name = tokens[index + 1]
        index += 2
        if index < tokens.count, tokens[index] == "<" { index = closing(from: index, in: tokens, open: "<", close: ">") }
        var inherited: [String] = []
        if index < tokens.count, tokens[index] == ":" {
            var current = ""
            index += 1
            while index < tokens.count, tokens[index] != "{", tokens[index] != "where" {
                if tokens[index] == "," {
                    inherited.append(current)
                    current = ""
                } else {
                    current += tokens[index]
                }
                index += 1
            }
            if !current.isEmpty { inherited.append(current) }
        }
        return MainDeclaration(attribute: tokens[attributeIndex], keyword: keyword, name: name, inherited: inherited)
    }

    /// The index just past the bracket that closes the one at `start`.
    private static func closing(from start: Int, in tokens: [String], open: String, close: String) -> Int {
        var depth = 0
        var index = start
        repeat {
            if tokens[index] == open { depth += 1 }
            if tokens[index] == close { depth -= 1 }
            index += 1
        } while depth > 0 && index < tokens.count
        return index
    }
}
