/// Which link targets a rendered flow may make clickable: `http`, `https`, `mailto`, and relative paths
/// such as `../Transcripts/cancel-from-island.md`. A scheme is read as a browser reads it, ignoring case and
/// the tabs, line breaks and leading spaces it skips, so `JaVa\tScript:` is refused too.
enum LinkTarget {
    static func isFollowable(_ url: String) -> Bool {
        let cleaned = String(url.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.map(Character.init))
            .drop { $0 == " " || ($0.asciiValue ?? 0x20) < 0x20 }
        guard let colon = cleaned.firstIndex(of: ":") else { return true }
        let beforeColon = cleaned[..<colon]
        if beforeColon.contains(where: { "/?#".contains($0) }) { return true }
        return ["http", "https", "mailto"].contains(beforeColon.lowercased())
    }
}
