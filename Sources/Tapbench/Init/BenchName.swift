/// The app's name as the generated package spells it: `PizzaDelivery` in type and target names,
/// `pizzaDelivery` for the introduction (`Tapbench.main(app: .pizzaDelivery)`), and
/// `pizza-delivery-bench` for the executable.
struct BenchName: Equatable {
    /// The words of the name, as written: `["Pizza", "Delivery"]` from `Pizza Delivery`, `pizza-delivery` or `PizzaDelivery`.
    let words: [String]

    /// Nil when the words cannot make a Swift identifier: no letters, a digit first, or a keyword.
    init?(_ text: String) {
        words = Self.words(of: text)
        guard let first = words.first?.first, first.isLetter, !Self.keywords.contains(memberName) else { return nil }
    }

    /// UpperCamelCase: `PizzaDelivery`.
    var typeName: String { words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() }

    /// lowerCamelCase: `pizzaDelivery`.
    var memberName: String { words.prefix(1).map { $0.lowercased() }.joined() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() }

    /// The executable's name, lowercase with dashes: `pizza-delivery-bench`.
    var executable: String { (words.map { $0.lowercased() } + ["bench"]).joined(separator: "-") }

    /// Splits at anything but letters and digits, and where the case changes: `HTTPOrders` is `HTTP`, `Orders`.
    private static func words(of text: String) -> [String] {
        text.split { !($0.isLetter || $0.isASCII && $0.isNumber) }.flatMap { chunk -> [String] in
            var words: [String] = []
            var word = ""
            let characters = Array(chunk)
            for (index, character) in characters.enumerated() {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    character.isUppercase
                    && (previous.map { !$0.isUppercase } == true || previous?.isUppercase == true && next?.isLowercase == true)
                if startsWord, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.append(character)
            }
            return words + [word]
        }
    }

    /// The words Swift reserves, which a `static let` cannot be named without backticks.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "as", "any", "false", "is", "nil", "self", "super", "throws", "true",
        "try",
    ]
}
