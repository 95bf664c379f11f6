import Foundation

/// A pattern of an applinks component, for its path, query or fragment, as Apple's "applinks.Details.Components"
/// defines it: `*` matches zero or more characters, `?` exactly one (so `?*` one or more), and `$(name)` any one
/// of a substitution variable's values ("applinks.SubstitutionVariables"). `/orders/$(digit)*` matches
/// `/orders/7189`. A `$(name)` that names no variable is plain text.
///
/// It runs as a small automaton over every position at once, so no run of `*`s or variable of many values
/// can make a match slow.
struct AppLinksPattern {
    private enum Step {
        case character(Character)
        case anyCharacter
        /// `*`: stays on any character, or moves on without one.
        case anyRun
        /// Goes on at every one of these steps without a character: a variable's values.
        case branch([Int])
        case jump(Int)
        case end
    }

    private var steps: [Step] = []
    private let caseSensitive: Bool

    init(_ text: String, variables: [String: [String]] = [:], caseSensitive: Bool = true) {
        self.caseSensitive = caseSensitive
        compile(text, variables: variables, expandsVariables: true)
        steps.append(.end)
    }

    func matches(_ text: String) -> Bool {
        var current = closure(of: [0])
        for character in caseSensitive ? text : text.lowercased() {
            var next: [Int] = []
            for index in current {
                switch steps[index] {
                case .character(let expected) where expected == character: next.append(index + 1)
                case .anyCharacter: next.append(index + 1)
                case .anyRun: next.append(index)
                default: break
                }
            }
            current = closure(of: next)
            if current.isEmpty { return false }
        }
        return current.contains { if case .end = steps[$0] { true } else { false } }
    }

    /// Every step reachable from `starts` without reading a character, each once.
    private func closure(of starts: [Int]) -> [Int] {
        var seen = [Bool](repeating: false, count: steps.count)
        var stack = starts
        var reached: [Int] = []
        while let index = stack.popLast() {
            guard !seen[index] else { continue }
            seen[index] = true
            switch steps[index] {
            case .branch(let targets): stack += targets
            case .jump(let target): stack.append(target)
            case .anyRun:
                reached.append(index)
                stack.append(index + 1)
            default: reached.append(index)
            }
        }
        return reached
    }

    private mutating func compile(_ text: String, variables: [String: [String]], expandsVariables: Bool) {
        var rest = Substring(text)
        while let character = rest.first {
            if expandsVariables, let variable = Self.variable(at: rest), let values = variables[variable.name] ?? Self.predefined[variable.name] {
                compileChoice(of: values)
                rest = variable.after
                continue
            }
            switch character {
            case "*": steps.append(.anyRun)
            case "?": steps.append(.anyCharacter)
            default:
                for folded in caseSensitive ? [character] : Array(String(character).lowercased()) { steps.append(.character(folded)) }
            }
            rest = rest.dropFirst()
        }
    }

    /// A variable's values hold `?` and `*` but no further variables ("applinks.SubstitutionVariables").
    private mutating func compileChoice(of values: [String]) {
        let branch = steps.count
        steps.append(.branch([]))
        var starts: [Int] = []
        var jumps: [Int] = []
        for value in values {
            starts.append(steps.count)
            compile(value, variables: [:], expandsVariables: false)
            jumps.append(steps.count)
            steps.append(.jump(0))
        }
        steps[branch] = .branch(starts)
        for jump in jumps { steps[jump] = .jump(steps.count) }
    }

    /// The names of the `$(name)`s in `text`, in order.
    static func variableNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            rest = rest[dollar...]
            if let variable = variable(at: rest) {
                names.append(variable.name)
                rest = variable.after
            } else {
                rest = rest.dropFirst()
            }
        }
        return names
    }

    /// `$(name)` at the start of `text`: the name, and the text after it.
    static func variable(at text: Substring) -> (name: String, after: Substring)? {
        guard text.hasPrefix("$("), let close = text.firstIndex(of: ")") else { return nil }
        return (String(text[text.index(text.startIndex, offsetBy: 2)..<close]), text[text.index(after: close)...])
    }

    /// The variables every association file has ("applinks.SubstitutionVariables"): one ASCII letter or
    /// digit of a class, or an ISO region or language code.
    static let predefined: [String: [String]] = {
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lower = upper.map { $0.lowercased() }
        let digits = (0...9).map(String.init)
        return [
            "alpha": upper + lower, "upper": upper, "lower": lower, "alnum": upper + lower + digits, "digit": digits,
            "xdigit": digits + ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"],
            "region": Locale.Region.isoRegions.map(\.identifier), "lang": Locale.LanguageCode.isoLanguageCodes.map(\.identifier),
        ]
    }()
}
