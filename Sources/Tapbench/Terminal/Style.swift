import Foundation

/// Colour and emphasis for a terminal: the time dim, activity numbers bold, verdicts and refusals in
/// colour. Off when standard output is not a terminal, and whenever `NO_COLOR` is set.
struct Style: Sendable {
    let enabled: Bool

    static func forStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Style {
        Style(enabled: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil)
    }

    private static let dim = "\u{1B}[2m"
    private static let bold = "\u{1B}[1m"
    private static let red = "\u{1B}[31m"
    private static let green = "\u{1B}[32m"
    private static let yellow = "\u{1B}[33m"
    private static let reset = "\u{1B}[0m"

    private static let highlights: [(String, String)] = [
        ("— within", green), ("accepted", green), ("— over", red), ("threw", red), ("cut off", red), ("refused", yellow),
        ("rejected", yellow), ("dropped", yellow), ("ignored", yellow), ("warning:", yellow),
    ]

    func line(_ text: String) -> String {
        guard enabled else { return text }
        var styled = text
        if let gap = text.range(of: "  "), text[..<gap.lowerBound].allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." || $0 == "-" || $0 == " " }),
            !text[..<gap.lowerBound].isEmpty
        {
            styled = Self.dim + String(text[..<gap.lowerBound]) + Self.reset + String(text[gap.lowerBound...])
        }
        for (word, colour) in Self.highlights {
            styled = styled.replacingOccurrences(of: word, with: colour + word + Self.reset)
        }
        return styled.replacingOccurrences(of: #"#\d+"#, with: Self.bold + "$0" + Self.reset, options: .regularExpression)
    }

    func error(_ text: String) -> String {
        enabled ? Self.red + "error:" + Self.reset + " " + text : "error: " + text
    }

    /// A caret under the offending word of the line typed after the prompt.
    func caret(column: Int, promptWidth: Int) -> String {
        let mark = String(repeating: " ", count: promptWidth + column) + "^"
        return enabled ? Self.red + mark + Self.reset : mark
    }
}
