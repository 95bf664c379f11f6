/// The public declarations of a facade module, read from its source text and named the way Apple's documentation
/// names a symbol's page: `Activity.request(attributes:content:pushType:)`, `ActivityStyle.transient`, `View.padding(_:_:)`.
///
/// A declaration is public when it says `public` or `open`, when it sits in a `public extension`, when it is a `case`
/// of a public enum, or when it is a requirement of a public protocol.
struct FacadeDeclarations {
    /// One public declaration and where it is.
    struct Declaration: Hashable {
        let path: String
        let file: String
        let line: Int
        /// Whether an `@available(…, deprecated…)` attribute precedes it.
        let isDeprecated: Bool
    }

    private(set) var declarations: [Declaration] = []

    /// Reads one file's declarations.
    mutating func read(_ source: String, file: String) {
        var reader = Reader(tokens: SwiftTokens(source).tokens, file: file)
        reader.readScope(owner: nil, publicByDefault: false, membersArePublic: false)
        declarations += reader.found
    }
}

/// Walks tokens scope by scope, remembering the type each `{ … }` belongs to.
private struct Reader {
    let tokens: [SwiftTokens.Token]
    let file: String
    var index = 0
    var found: [FacadeDeclarations.Declaration] = []

    private static let modifiers: Set<String> = [
        "public", "open", "static", "class", "final", "mutating", "nonmutating", "override", "nonisolated", "indirect",
        "convenience", "required", "dynamic", "lazy", "weak", "unowned", "optional", "consuming", "borrowing",
        "isolated", "private", "fileprivate", "internal", "package", "prefix", "postfix", "infix", "__consuming",
    ]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]
    private static let memberKeywords: Set<String> = [
        "func", "init", "subscript", "var", "let", "case", "typealias", "associatedtype", "macro",
    ]

    init(tokens: [SwiftTokens.Token], file: String) {
        self.tokens = tokens
        self.file = file
    }

    private var current: SwiftTokens.Token? { index < tokens.count ? tokens[index] : nil }

    /// Reads declarations until the `}` that closes this scope (or the end of the file).
    /// - Parameters:
    ///   - owner: the type path the scope's members belong to, or `nil` outside a type.
    ///   - publicByDefault: members are public without saying so (a `public extension`, a public protocol).
    ///   - membersArePublic: `case`s are public (a public enum).
    mutating func readScope(owner: String?, publicByDefault: Bool, membersArePublic: Bool) {
        var words: [String] = []
        var deprecated = false
        while let token = current {
            switch token.text {
            case "}":
                index += 1
                return
            case "{":
                index += 1
                skipBlock()
                words = []
                deprecated = false
            case ";":
                index += 1
                words = []
                deprecated = false
            default:
                if token.text.hasPrefix("@") {
                    let attribute = token.text
                    index += 1
                    if current?.text == "(" {
                        let arguments = readBalanced(open: "(", close: ")")
                        if attribute == "@available", arguments.contains("deprecated") { deprecated = true }
                    }
                } else if Self.modifiers.contains(token.text) && !(token.text == "class" && isTypeClass) {
                    words.append(token.text)
                    index += 1
                    if current?.text == "(" { _ = readBalanced(open: "(", close: ")") }
                } else if Self.typeKeywords.contains(token.text) {
                    readType(keyword: token.text, modifiers: words, owner: owner, publicByDefault: publicByDefault,
                             deprecated: deprecated)
                    words = []
                    deprecated = false
                } else if Self.memberKeywords.contains(token.text) {
                    let isPublic = words.contains("public") || words.contains("open") || publicByDefault
                        || (token.text == "case" && membersArePublic)
                    readMember(keyword: token.text, owner: owner, isPublic: isPublic && !words.contains("private")
                               && !words.contains("fileprivate") && !words.contains("internal")
                               && !words.contains("package"), deprecated: deprecated)
                    words = []
                    deprecated = false
                } else {
                    index += 1
                    if token.isLineStart { words = []; deprecated = false }
                }
            }
        }
    }

    /// `class` followed by a name is a type; `class func` or `class var` is a modifier.
    private var isTypeClass: Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1].text
        return !Self.memberKeywords.contains(next) && !Self.modifiers.contains(next)
    }

    private mutating func readType(keyword: String, modifiers: [String], owner: String?, publicByDefault: Bool,
                                   deprecated: Bool) {
        let line = tokens[index].line
        index += 1
        var name = current?.text ?? ""
        index += 1
        while current?.text == ".", index + 1 < tokens.count {
            name += "." + tokens[index + 1].text
            index += 2
        }
        let isPublic = modifiers.contains("public") || modifiers.contains("open")
            || (publicByDefault && keyword != "extension")
        let path = keyword == "extension" ? name : [owner, name].compactMap { $0 }.joined(separator: ".")
        if isPublic && keyword != "extension" {
            found.append(.init(path: path, file: file, line: line, isDeprecated: deprecated))
        }
        while let token = current, token.text != "{" {
            if token.text == "<" { _ = readBalanced(open: "<", close: ">") } else { index += 1 }
        }
        guard current != nil else { return }
        index += 1
        let membersPublic = (keyword == "extension" && isPublic) || (keyword == "protocol" && isPublic)
        readScope(owner: path, publicByDefault: membersPublic, membersArePublic: keyword == "enum" && isPublic)
    }

    private mutating func readMember(keyword: String, owner: String?, isPublic: Bool, deprecated: Bool) {
        let line = tokens[index].line
        index += 1
        var names: [String] = []
        switch keyword {
        case "init", "subscript":
            if current?.text == "?" || current?.text == "!" { index += 1 }
            if current?.text == "<" { _ = readBalanced(open: "<", close: ">") }
            names = [keyword + labels(isSubscript: keyword == "subscript")]
        case "func", "macro":
            var name = current?.text ?? ""
            index += 1
            while let token = current, token.isOperatorPart, !name.first!.isLetter, name.first != "_" {
                name += token.text
                index += 1
            }
            if current?.text == "<" { _ = readBalanced(open: "<", close: ">") }
            // An operator's parameters take no labels: `==(_:_:)`.
            let isOperator = !(name.first?.isLetter ?? true) && name.first != "_"
            names = [name + labels(isSubscript: isOperator)]
        case "case":
            names = caseNames()
        default:
            names = [current?.text ?? ""]
            index += 1
        }
        guard isPublic else { return }
        for name in names {
            let path = [owner, name].compactMap { $0 }.joined(separator: ".")
            found.append(.init(path: path, file: file, line: line, isDeprecated: deprecated))
        }
    }

    /// `case a, b(Int), c(id: String) = 3` names `a`, `b(_:)`, `c(id:)`, as Apple's pages title cases.
    private mutating func caseNames() -> [String] {
        var names: [String] = []
        var expectName = true
        while let token = current, !token.isLineStart || names.isEmpty, token.text != "}" {
            if token.text == "(" {
                let elements = splitTopLevel(readBalanced(open: "(", close: ")"))
                let labels = elements.map { element in
                    element.count > 1 && element[1] == ":" ? element[0] + ":" : "_:"
                }
                if !names.isEmpty { names[names.count - 1] += "(" + labels.joined() + ")" }
                continue
            }
            if expectName { names.append(token.text); expectName = false }
            if token.text == "," { expectName = true }
            index += 1
        }
        return names
    }

    /// The argument labels of the parameter list at the current token: `(_:content:)`.
    /// - Parameter isSubscript: a subscript or an operator, whose lone parameter names are not labels.
    private mutating func labels(isSubscript: Bool) -> String {
        guard current?.text == "(" else { return "" }
        let parameters = readBalanced(open: "(", close: ")")
        var result = ""
        for parameter in splitTopLevel(parameters) where !parameter.isEmpty {
            guard let colon = parameter.firstIndex(of: ":") else { continue }
            let names = Self.withoutAttributes(parameter[..<colon]).filter { $0 != "isolated" }
            let label = isSubscript && names.count == 1 ? "_" : (names.first ?? "_")
            result += label + ":"
        }
        return "(" + result + ")"
    }

    /// A parameter's words before its colon without attributes and their arguments: `@Builder<Intent> content` is `content`.
    private static func withoutAttributes(_ words: ArraySlice<String>) -> [String] {
        var result: [String] = []
        var depth = 0
        var afterAttribute = false
        for word in words {
            if word.hasPrefix("@") { afterAttribute = true; continue }
            if afterAttribute, word == "<" || word == "(" { depth += 1; continue }
            if depth > 0 {
                if word == ">" || word == ")" { depth -= 1 }
                continue
            }
            afterAttribute = false
            result.append(word)
        }
        return result
    }

    private func splitTopLevel(_ words: [String]) -> [[String]] {
        var parts: [[String]] = [[]]
        var depth = 0
        for word in words {
            if ["(", "[", "<"].contains(word) { depth += 1 }
            if [")", "]", ">"].contains(word) { depth -= 1 }
            if word == "," && depth == 0 { parts.append([]) } else { parts[parts.count - 1].append(word) }
        }
        return parts
    }

    /// Skips a `{ … }` body whose `{` has been read.
    private mutating func skipBlock() {
        var depth = 1
        while let token = current, depth > 0 {
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
            index += 1
        }
    }

    /// Reads `open … close` at the current token and returns the words between.
    private mutating func readBalanced(open: String, close: String) -> [String] {
        var depth = 0
        var words: [String] = []
        while let token = current {
            index += 1
            if token.text == open { depth += 1; if depth == 1 { continue } }
            if token.text == close {
                depth -= 1
                if depth == 0 { return words }
            }
            words.append(token.text)
        }
        return words
    }
}
