/// What in a Swift file needs the Objective-C runtime, which Swift on Linux does not have: `@objc`, `#selector`,
/// Interface Builder's attributes, `@NSManaged`. A file with any of them cannot compile in a bench, whatever the
/// facades offer: with Objective-C interoperability forced on, the compiler accepts `@objc` but emits Objective-C
/// class metadata that nothing on Linux provides.
enum ObjectiveCUse {
    private static let attributes: Set = ["@objc", "@objcMembers", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable", "@NSManaged"]

    /// The constructs the file uses, each once, in the order first used: `["@objc", "#selector"]`.
    static func find(in source: String) -> [String] {
        let tokens = SwiftTokens(source).tokens
        var found: [String] = []
        for index in tokens.indices {
            let token = tokens[index]
            let construct: String? =
                if attributes.contains(token) {
                    token
                } else if token == "#", index + 1 < tokens.count, tokens[index + 1] == "selector" {
                    "#selector"
                } else {
                    nil
                }
            if let construct, !found.contains(construct) { found.append(construct) }
        }
        return found
    }

    /// The line `init` prints for such a file.
    static func note(file: String, uses: [String]) -> String {
        "note: \(file) uses \(uses.joined(separator: ", ")), which needs the Objective-C runtime that Swift on Linux lacks, so it "
            + "will not compile here; put that part under #if canImport(ObjectiveC), which is true on iOS and false here"
    }
}
