/// A line diff of expected output against actual output, where an expected line equals an actual one
/// when it matches it (`[..]`), and `...` lines stay as context, standing for the actual lines they match.
/// A changed run reads as its expected lines, then its actual ones.
public struct LineDiff: Sendable {
    public enum Line: Sendable, Hashable {
        /// An actual line and the index of the expected line that matched it.
        case same(String, index: Int)
        case expectedOnly(String, index: Int)
        case actualOnly(String)
        /// A `...` line of the expected output.
        case anyLines(index: Int)
    }

    public let lines: [Line]

    public init(expected: [String], actual: [String]) {
        let lengths = Self.lengths(expected, actual)
        /// Whether expected line `i` and actual line `j` differ and pairing them as a change costs no match.
        func changed(_ i: Int, _ j: Int) -> Bool {
            i < expected.count && j < actual.count && !OutputPattern.isAnyLines(expected[i]) && !OutputPattern.lineMatches(expected[i], actual[j])
                && lengths[i][j] == lengths[i + 1][j + 1]
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, OutputPattern.isAnyLines(expected[i]) {
                lines.append(.anyLines(index: i))
                i += 1
                // It stands for the actual lines that the rest of the expected lines do not need.
                while j < actual.count, lengths[i][j] == lengths[i][j + 1], lengths[i][j] > 0 || i == expected.count { j += 1 }
            } else if i < expected.count, j < actual.count, OutputPattern.lineMatches(expected[i], actual[j]), lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                lines.append(.same(actual[j], index: i))
                i += 1
                j += 1
            } else if changed(i, j) {
                var count = 1
                while changed(i + count, j + count) { count += 1 }
                lines += (i..<(i + count)).map { .expectedOnly(expected[$0], index: $0) } + actual[j..<(j + count)].map { .actualOnly($0) }
                i += count
                j += count
            } else if i < expected.count, j == actual.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(.expectedOnly(expected[i], index: i))
                i += 1
            } else {
                lines.append(.actualOnly(actual[j]))
                j += 1
            }
        }
        self.lines = lines
    }

    /// Unified-diff lines: ` ` same, `-` expected only, `+` actual only.
    public var unified: [String] {
        lines.map { line in
            switch line {
            case .same(let text, _): " " + text
            case .expectedOnly(let text, _): "-" + text
            case .actualOnly(let text): "+" + text
            case .anyLines: " ..."
            }
        }
    }

    /// Longest common subsequence lengths, `...` lines counting as no match.
    private static func lengths(_ expected: [String], _ actual: [String]) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                if !OutputPattern.isAnyLines(expected[i]), OutputPattern.lineMatches(expected[i], actual[j]) {
                    table[i][j] = table[i + 1][j + 1] + 1
                } else {
                    table[i][j] = max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        return table
    }
}
