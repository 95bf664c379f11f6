/// "Did you mean" for names: the closest candidate by edit distance, ignoring case.
public enum Suggestion {
    public static func closest(to word: String, among candidates: [String], maximumDistance: Int? = nil) -> String? {
        let limit = maximumDistance ?? max(2, word.count / 3)
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let isPrefix = candidate.lowercased().hasPrefix(word.lowercased()) && !word.isEmpty
            // Two names differ by at least as many edits as their lengths do: a million-character word is compared
            // with nothing, rather than a million times with every name.
            if !isPrefix, abs(lowered.count - candidate.count) > limit { continue }
            let distance = isPrefix ? (candidate.count == lowered.count ? 0 : 1) : editDistance(lowered, Array(candidate.lowercased()))
            let score = isPrefix ? min(distance, 1) : distance
            if score <= limit, score < (best?.distance ?? .max) { best = (candidate, score) }
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
