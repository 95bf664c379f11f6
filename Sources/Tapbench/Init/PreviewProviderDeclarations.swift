/// The types a Swift file declares as `PreviewProvider`s, read from its text: `struct
/// PizzaLiveActivity_Previews: PreviewProvider`. Their `previewContext`s give the values fields left out of
/// `start` take, so the introduction names them.
enum PreviewProviderDeclarations {
    private static let keywords: Set = ["struct", "class", "enum"]

    /// The providers' names, in the order declared.
    static func find(in source: String) -> [String] {
        let tokens = SwiftTokens(source).tokens
        var names: [String] = []
        for index in tokens.indices where keywords.contains(tokens[index]) && index + 2 < tokens.count && tokens[index + 2] == ":" {
            let inherited = tokens[(index + 3)...].prefix { $0 != "{" && $0 != "where" }
            if inherited.contains(where: { $0 == "PreviewProvider" }) { names.append(tokens[index + 1]) }
        }
        return names
    }
}
