/// Expected output with wildcards: a line that is just `...` matches any number of lines, and `[..]`
/// inside a line matches any text there. Trailing spaces never count.
public enum OutputPattern {
    public static func isAnyLines(_ pattern: String) -> Bool {
        Whitespace.trimmed(pattern[...]).utf8.elementsEqual("...".utf8)
    }

    /// Whether the expected lines match the actual ones. A loop, not a recursion, so that a step of
    /// 70,000 `...` lines is as safe as one: each `...` takes as few lines as it can, and takes one more
    /// only when what follows it fails to match, as a shell glob's `*` does.
    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        if expected == actual { return true }
        let anyLines = expected.map(isAnyLines)
        if !anyLines.contains(true) {
            return expected.count == actual.count && zip(expected, actual).allSatisfy { lineMatches($0, $1) }
        }
        var i = 0
        var j = 0
        // The last `...` met, and the first actual line it has not yet taken.
        var lastAnyLines: (index: Int, resume: Int)?
        while j < actual.count {
            if i < expected.count, anyLines[i] {
                lastAnyLines = (i, j)
                i += 1
            } else if i < expected.count, lineMatches(expected[i], actual[j]) {
                i += 1
                j += 1
            } else if let (index, resume) = lastAnyLines {
                lastAnyLines = (index, resume + 1)
                i = index + 1
                j = resume + 1
            } else {
                return false
            }
        }
        while i < expected.count, anyLines[i] { i += 1 }
        return i == expected.count
    }

    /// The lines of `failures` (what says a step failed) that no line of `expected` but a `...` matches: a wildcard
    /// may stand for what a step printed, never for its failing.
    public static func unshown(_ failures: [String], in expected: [String]) -> [String] {
        failures.filter { failure in !expected.contains { !isAnyLines($0) && lineMatches($0, failure) } }
    }

    /// Whether one expected line matches one actual line, `[..]` standing for any text.
    public static func lineMatches(_ pattern: String, _ line: String) -> Bool {
        if pattern == line { return true }
        let pattern = trimmed(pattern)
        let line = trimmed(line)
        guard pattern.contains("[..]") else { return pattern == line }
        let pieces = pattern.components(separatedBy: "[..]")
        guard line.hasPrefix(pieces[0]) else { return false }
        var rest = line.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(pieces.last ?? "")
    }

    private static func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " || line.last == "\t" { line = line.dropLast() }
        return String(line)
    }
}
