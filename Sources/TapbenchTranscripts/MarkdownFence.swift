import Foundation
import TapbenchCore

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

    /// The info string when it is almost `tapbench` (```` ```TAPBENCH ````, ```` ```tapbnech ````, ```` ```tap-bench ````):
    /// a typo that would otherwise leave the session out of the replay without a word.
    var misspeltTapbench: String? {
        guard !isTapbench, language.count >= 5, Suggestion.closest(to: language, among: ["tapbench"], maximumDistance: 2) != nil else { return nil }
        return language
    }

    /// Whether a line (without its indentation) closes the block: the same character, as many or more.
    public func isClosedBy(_ line: String) -> Bool {
        line.hasPrefix(marker) && line.allSatisfy { $0 == marker.first }
    }
}
