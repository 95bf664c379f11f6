import Testing
import TapbenchTranscripts

/// `...` matches any lines and `[..]` any text in a line, however many there are.
@Suite("Output patterns")
struct OutputPatternTests {
    @Test("a step of 70,000 '...' lines matches in a loop, not a recursion that overflows the stack")
    func manyAnyLines() {
        let anyLines = Array(repeating: "...", count: 70_000)
        #expect(OutputPattern.matches(anyLines + ["01:00:00  island: #1 compact"], ["01:00:00  #1 Delivery started (active)", "01:00:00  island: #1 compact"]))
        #expect(!OutputPattern.matches(anyLines + ["01:00:00  island: empty"], ["01:00:00  island: #1 compact"]))
        #expect(OutputPattern.matches(anyLines, []))
    }

    @Test("each '...' takes as few lines as it can, and one more when what follows does not match")
    func backtracking() {
        #expect(OutputPattern.matches(["a", "...", "b", "c"], ["a", "b", "x", "b", "c"]))
        #expect(OutputPattern.matches(["...", "a", "...", "a"], ["a", "a"]))
        #expect(!OutputPattern.matches(["...", "a", "...", "a"], ["a"]))
        #expect(OutputPattern.matches(["...", "[..] compact"], ["01:00:00  island: #1 compact"]))
        #expect(!OutputPattern.matches(["a", "..."], ["b"]))
        #expect(OutputPattern.matches(["...", "..."], ["a", "b"]))
    }
}
