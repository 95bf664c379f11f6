import TapbenchCore

/// The values in a finding's steps, made as simple as the rule's break allows: a string keeps only the characters the
/// break needs (ddmin over its characters, so `T 3/11` becomes `/`), never none, a whole number moves to 0 or halves towards it, and
/// a duration halves while it still breaks the rule (`advance 16m` becomes `advance 8m` when a 5-minute stale date is
/// what it must pass). A simpler value that no longer parses, such as part of an enum case, does not break the rule the
/// same way, so it is not kept. Push payloads are kept as they are.
///
/// ```swift
/// let steps = await ValueShrinker.simplify(["start Takeout orderNumber=T/311", "tap 1"]) { await breaksTheRule($0) }
/// // ["start Takeout orderNumber=/", "tap 1"]
/// ```
enum ValueShrinker {
    /// A value in a step: where it is, and what kind of simpler value it can take.
    private enum Value {
        /// `name=value`, as a string.
        case text(prefix: String, String)
        /// `name=42`.
        case number(prefix: String, Int)
        /// `advance 16m`, `--push-at 60ms`, `--stale +5m`, in milliseconds.
        case duration(prefix: String, Int64)

        func word(_ text: String) -> String {
            switch self {
            case .text(let prefix, _): prefix + ExploreSurface.quoted(text)
            case .number(let prefix, _), .duration(let prefix, _): prefix + text
            }
        }
    }

    /// The options whose value is a duration.
    private static let durationOptions: Set<String> = ["--push-at", "--tap-at", "--terminate-at", "--stale"]

    /// `steps` with each value made simpler while `breaksIt` holds.
    static func simplify(_ steps: [String], breaksIt: ([String]) async -> Bool) async -> [String] {
        var steps = steps
        for index in steps.indices {
            var words = StepWords.split(steps[index])
            for position in words.indices {
                guard let value = value(at: position, in: words) else { continue }
                func breaks(_ word: String) async -> Bool {
                    var candidate = steps
                    var changed = words
                    changed[position] = word
                    candidate[index] = changed.joined(separator: " ")
                    return await breaksIt(candidate)
                }
                let simplest: String
                switch value {
                case .text(_, let text):
                    // Its first character alone first: most often any value breaks the rule, and one run settles it. Never
                    // empty: an empty value is an edge of its own, which may break the rule for another reason.
                    let first = String(text.prefix(1))
                    if text.count > 1, await breaks(value.word(first)) {
                        simplest = value.word(first)
                    } else {
                        let kept = await StepShrinker.minimize(Array(text)) { characters in
                            characters.isEmpty ? false : await breaks(value.word(String(characters)))
                        }
                        simplest = value.word(String(kept))
                    }
                case .number(_, let number):
                    simplest = value.word(String(await smallest(number, tryingZero: true) { await breaks(value.word(String($0))) }))
                case .duration(_, let milliseconds):
                    let unit: Int64 = milliseconds % 1000 == 0 ? 1000 : 1
                    let kept = await smallest(milliseconds / unit, tryingZero: false) { await breaks(value.word(format($0 * unit))) }
                    simplest = value.word(format(kept * unit))
                }
                words[position] = simplest
                steps[index] = words.joined(separator: " ")
            }
        }
        return steps
    }

    /// 0 if it still breaks the rule and `tryingZero` allows it; else `number` halved for as long as it still does.
    private static func smallest<Number: BinaryInteger>(_ number: Number, tryingZero: Bool, breaks: (Number) async -> Bool) async -> Number {
        if number == 0 { return number }
        if tryingZero, await breaks(0) { return 0 }
        var kept = number
        while kept / 2 != 0, await breaks(kept / 2) { kept /= 2 }
        return kept
    }

    private static func format(_ milliseconds: Int64) -> String {
        DurationText.format(.milliseconds(milliseconds))
    }

    /// The value the word at `position` holds, if it is one shrinking makes simpler: `name=value` after the command
    /// and its first argument, `advance`'s duration, and the duration after `--push-at`, `--tap-at`, `--terminate-at` or `--stale`.
    private static func value(at position: Int, in words: [String]) -> Value? {
        let word = words[position]
        if position >= 2, let equals = word.firstIndex(of: "="), equals > word.startIndex,
            word[..<equals].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        {
            let prefix = String(word[...equals])
            var text = String(word[word.index(after: equals)...])
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                text = String(text.dropFirst().dropLast())
            } else if let number = Int(text) {
                return .number(prefix: prefix, number)
            }
            return text.isEmpty ? nil : .text(prefix: prefix, text)
        }
        let isDuration = (position == 1 && words[0] == "advance") || (position >= 1 && durationOptions.contains(words[position - 1]))
        guard isDuration else { return nil }
        let sign = word.hasPrefix("+") ? "+" : ""
        guard let duration = DurationText.parse(String(word.dropFirst(sign.count))), duration > .zero else { return nil }
        return .duration(prefix: sign, duration.milliseconds)
    }
}
