/// A command line's words, with a double-quoted value kept whole: `start Takeout name="Sushi Counter" --stale +5m`.
enum StepWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in line {
            if character == "\"" { quoted.toggle() }
            if character == " ", !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Where the word at `position` ends with its values: an option such as `--stale` takes the word after it, and
    /// `--push-at` and `--tap-at` the two after it.
    static func end(of position: Int, in words: [String]) -> Int {
        guard words[position].hasPrefix("--") else { return position + 1 }
        var end = position + 1
        for _ in 0..<(twoValueOptions.contains(words[position]) ? 2 : 1) where end < words.count && !words[end].hasPrefix("--") { end += 1 }
        return end
    }

    /// The options that take two words: a time into the run and what lands there.
    private static let twoValueOptions: Set<String> = ["--push-at", "--tap-at"]

    /// The commands whose second word is an activity's number.
    private static let takesActivity: Set<String> = ["tap", "toggle", "hold", "end", "update", "show", "tokens"]

    /// `line` with the activity it names moved by `offset`: `tap 2 lock` → `tap 1 lock`, `push … --token #2` →
    /// `push … --token #1`; no lower than 1.
    static func renumbered(_ line: String, by offset: Int) -> String {
        var words = split(line)
        if words.count > 1, takesActivity.contains(words[0]), let number = Int(words[1]), number + offset >= 1 {
            words[1] = String(number + offset)
        }
        for index in words.indices.dropFirst() where words[index - 1] == "--token" && words[index].hasPrefix("#") {
            if let number = Int(words[index].dropFirst()), number + offset >= 1 { words[index] = "#\(number + offset)" }
        }
        // The gesture that lands in a run (`--tap-at 60ms "tap 2 lock 1"`) names its activity too.
        for index in words.indices.dropFirst(2) where words[index - 2] == "--tap-at" && words[index].count > 2 && words[index].hasPrefix("\"") {
            words[index] = "\"" + renumbered(String(words[index].dropFirst().dropLast()), by: offset) + "\""
        }
        return words.joined(separator: " ")
    }
}
