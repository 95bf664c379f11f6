/// The names of Combine that iOS's Foundation re-exports, so that a file importing Foundation alone uses them: a
/// file that names one needs the module that brings them with Foundation here, as it brings `URLSession`.
enum FoundationCombineNames {
    static let names: Set = ["ObservableObject", "Published", "@Published"]

    /// Whether `source` names one of them outside comments and string literals.
    static func appear(in source: String) -> Bool {
        SwiftTokens(source).tokens.contains(where: names.contains)
    }
}
