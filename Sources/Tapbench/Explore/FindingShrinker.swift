/// The fewest steps of a failing session that still break the same rule at their last step, in four passes: ddmin
/// over the steps before the last (`StepShrinker`); then any step that later steps needed only for the number of the
/// activity it made, with those numbers moved down; then each step's optional words, such as a field or a stale date;
/// then each value, made as simple as the break allows (`ValueShrinker`).
///
/// ```swift
/// let steps = await FindingShrinker.shrink(trail) { await breaksTheRule($0) }
/// // ["start Takeout orderNumber=T/311", "tap 1"]
/// ```
enum FindingShrinker {
    /// `trail`, whose last step breaks the rule, shrunk while `breaksIt` holds.
    static func shrink(_ trail: [String], breaksIt: ([String]) async -> Bool) async -> [String] {
        let last = trail[trail.count - 1]
        let steps = await StepShrinker.minimize(Array(trail.dropLast())) { await breaksIt($0 + [last]) } + [last]
        let fewer = await withoutOptionalWords(await withoutNumberedSteps(steps, breaksIt: breaksIt), breaksIt: breaksIt)
        return await ValueShrinker.simplify(fewer, breaksIt: breaksIt)
    }

    /// Removes each step, before the last, whose removal still breaks the rule once later steps name one activity lower.
    private static func withoutNumberedSteps(_ steps: [String], breaksIt: ([String]) async -> Bool) async -> [String] {
        var steps = steps
        var index = 0
        while index < steps.count - 1 {
            var candidate = steps
            candidate.remove(at: index)
            for later in index..<candidate.count { candidate[later] = StepWords.renumbered(candidate[later], by: -1) }
            if await breaksIt(candidate) {
                steps = candidate
            } else {
                index += 1
            }
        }
        return steps
    }

    /// Removes from each step the words after its command and first argument that the rule's break does without.
    private static func withoutOptionalWords(_ steps: [String], breaksIt: ([String]) async -> Bool) async -> [String] {
        var steps = steps
        for index in steps.indices {
            var words = StepWords.split(steps[index])
            var position = 2
            while position < words.count {
                var fewer = words
                fewer.removeSubrange(position..<StepWords.end(of: position, in: words))
                var candidate = steps
                candidate[index] = fewer.joined(separator: " ")
                if await breaksIt(candidate) {
                    words = fewer
                    steps = candidate
                } else {
                    position = StepWords.end(of: position, in: words)
                }
            }
        }
        return steps
    }
}
