/// Deep-link routes kept in a small text file rather than in Swift: one route a line, its pattern and the screen it
/// opens, with blank lines and `#` comments skipped. The app's own routes file (`AppFiles(routes:)`) reads this way,
/// and so does `Intents/routes.txt`, which `route add … --save` writes.
///
/// ```
/// # pattern                         screen
/// pizza://order/:orderNumber        OrderScreen
/// https://pizza.example.com/o/:id   OrderScreen
/// ```
package struct RouteLines {
    /// One route, with the number of its line.
    package struct Route: Sendable, Hashable {
        package let pattern: String
        package let screen: String
        package let line: Int
    }

    package private(set) var routes: [Route] = []
    /// One line for each line that is not a route: `routes: routes.txt:3: 'pizza://menu' is not a route: …`.
    package private(set) var problems: [String] = []

    package init(_ text: String, path: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            guard words.count == 2 else {
                problems.append(
                    "routes: \(path):\(index + 1): '\(words.joined(separator: " "))' is not a route: write PATTERN SCREEN, "
                        + "such as pizza://order/:orderNumber OrderScreen")
                continue
            }
            routes.append(Route(pattern: String(words[0]), screen: String(words[1]), line: index + 1))
        }
    }
}
