/// Deep-link routes kept in a small text file rather than in Swift: one route a line, its pattern and the
/// screen it opens, with blank lines and `#` comments skipped.
///
/// ```
/// # pattern                         screen
/// pizza://order/:orderNumber        OrderScreen
/// https://pizza.example.com/o/:id   OrderScreen
/// ```
struct RoutesFile {
    private(set) var routes: [DeclaredRoute] = []
    /// One line for each line that is not a route: `routes.txt:3: 'pizza://menu' has no screen — …`.
    private(set) var problems: [String] = []

    init(_ text: String, path: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            guard words.count == 2 else {
                problems.append(
                    "routes: \(path):\(index + 1): '\(words.joined(separator: " "))' is not a route: write PATTERN SCREEN, "
                        + "such as pizza://order/:orderNumber OrderScreen")
                continue
            }
            routes.append(DeclaredRoute(pattern: String(words[0]), screen: String(words[1]), source: "\(path):\(index + 1)"))
        }
    }
}

/// A deep-link route a file declares, and where: `routes.txt:2`.
public struct DeclaredRoute: Sendable, Hashable {
    public let pattern: String
    public let screen: String
    public let source: String
}
