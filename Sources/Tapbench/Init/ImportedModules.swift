/// The modules a Swift file imports, read from its text: `import UIKit`, `@preconcurrency import Combine`,
/// `import struct Foundation.Date`, `import os.log` (its module, `os`).
enum ImportedModules {
    private static let kinds: Set = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// The modules' names, in the order first imported.
    static func find(in source: String) -> [String] {
        let tokens = SwiftTokens(source).tokens
        var modules: [String] = []
        for index in tokens.indices where tokens[index] == "import" {
            var name = index + 1
            if name < tokens.count, kinds.contains(tokens[name]) { name += 1 }
            if name < tokens.count, !modules.contains(tokens[name]) { modules.append(tokens[name]) }
        }
        return modules
    }
}
