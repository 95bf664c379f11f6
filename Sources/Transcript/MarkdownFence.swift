import Foundation

/// A Markdown code fence: three or more backticks or tildes, then an info string (```` ```json ````).
public struct MarkdownFence: Sendable {
    public let marker: String
    /// The info string's first word: the block's language, or `tapbench` for a session.
    public let language: String

    /// The fence a line (without its indentation) opens, or nil when it opens none.
    public init?(_ line: String) {
        guard let first = line.first, first == "`" || first == "~" else { return nil }
        let marker = String(line.prefix { $0 == first })
        guard marker.count >= 3 else { return nil }
        self.marker = marker
        let info = line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        language = info.split(separator: " ").first.map(String.init) ?? ""
    }

    var isTapbench: Bool { language == "tapbench" }

    /// Whether a line (without its indentation) closes the block: the same character, as many or more.
    public func isClosedBy(_ line: String) -> Bool {
        line.hasPrefix(marker) && line.allSatisfy { $0 == marker.first }
    }
}
