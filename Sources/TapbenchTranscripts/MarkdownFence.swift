import TapbenchCore

/// A Markdown code fence: three or more backticks or tildes, then an info string (```` ```json ````). It is
/// read from the line's UTF-8 bytes, as CommonMark defines it, by the characters ` and ~ themselves.
public struct MarkdownFence: Sendable {
    public let marker: String
    /// The info string's first word: the block's language, or `tapbench` for a session.
    public let language: String

    /// The fence a line (without its indentation) opens, or nil when it opens none.
    public init?(_ line: some StringProtocol) {
        let line = Substring(line)
        let bytes = line.utf8
        guard let first = bytes.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let infoStart = bytes.firstIndex { $0 != first } ?? bytes.endIndex
        let marker = String(line[..<infoStart])
        guard marker.utf8.count >= 3 else { return nil }
        self.marker = marker
        let info = Whitespace.trimmed(line[infoStart...])
        language = String(info[..<(info.utf8.firstIndex(of: UInt8(ascii: " ")) ?? info.endIndex)])
    }

    var isTapbench: Bool { language == "tapbench" }

    /// The info string when it is almost `tapbench` (```` ```TAPBENCH ````, ```` ```tapbnech ````, ```` ```tap-bench ````):
    /// a typo that would otherwise leave the session out of the replay without a word.
    var misspeltTapbench: String? {
        guard !isTapbench, language.count >= 5, Suggestion.closest(to: language, among: ["tapbench"], maximumDistance: 2) != nil else { return nil }
        return language
    }

    /// Whether a line (without its indentation) closes the block: the same character, as many or more.
    public func isClosedBy(_ line: some StringProtocol) -> Bool {
        let (bytes, fenceByte) = (line.utf8, marker.utf8.first)
        return bytes.allSatisfy { $0 == fenceByte } && bytes.count >= marker.utf8.count
    }
}
