import TapbenchCore
import Testing

@Suite("Did you mean")
struct SuggestionTests {
    @Test("the closest name by edits, a name the word begins, and the name itself before any other")
    func closest() {
        #expect(Suggestion.closest(to: "strat", among: ["start", "show", "set"]) == "start")
        #expect(Suggestion.closest(to: "sta", among: ["stale", "start"]) == "stale")
        #expect(Suggestion.closest(to: "start", among: ["starting", "start"]) == "start")
        #expect(Suggestion.closest(to: "zzzz", among: ["start"]) == nil)
    }

    @Test("a word far longer than every name is like none of them: it is never compared edit by edit")
    func farLongerWord() {
        #expect(Suggestion.closest(to: String(repeating: "x", count: 100_000), among: ["start", "advance"]) == nil)
        #expect(Suggestion.closest(to: "start" + String(repeating: "x", count: 100), among: ["start"]) == nil)
    }
}
