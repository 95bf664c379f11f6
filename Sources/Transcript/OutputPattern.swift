/// Expected output with wildcards: a line that is just `...` matches any number of lines, and `[..]`
/// inside a line matches any text there. Trailing spaces never count.
public enum OutputPattern {
    public static func isAnyLines(_ pattern: String) -> Bool {
        pattern.trimmingCharacters(in: .whitespaces) == "..."
    }

    /// Whether the expected lines match the actual ones.
    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        if expected == actual { return true }
        if !expected.contains(where: isAnyLines) {
            return expected.count == actual.count && zip(expected, actual).allSatisfy { lineMatches($0, $1) }
        }
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (actual.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == expected.count {
                result = j == actual.count
            } else if isAnyLines(expected[i]) {
                result = match(i + 1, j) || (j < actual.count && match(i, j + 1))
            } else {
                result = j < actual.count && lineMatches(expected[i], actual[j]) && match(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
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
