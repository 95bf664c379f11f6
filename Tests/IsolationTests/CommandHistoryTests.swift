@testable import Tapbench
import TapbenchCore
import Testing

/// The lines a supervisor keeps to rebuild a crashed worker's device.
@Suite("Command history")
struct CommandHistoryTests {
    @Test("it gives back every line as appended, in order: empty ones, accents, emoji and line breaks a pushed payload may hold")
    func linesReadBack() {
        var random = SplitMix64(seed: 0x41_5354)
        let pieces = ["start Delivery", "", " ", "é", "🍜", "\n", "\r\n", "push {\"aps\":{}}", ";", "\u{0301}"]
        var history = CommandHistory()
        var appended: [String] = []
        for _ in 0..<500 {
            let line = (0..<random.next(below: 4)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            history.append(line)
            appended.append(line)
        }
        #expect(history.count == appended.count)
        #expect(history.lines == appended)
    }

    @Test("an empty history has no lines")
    func empty() {
        #expect(CommandHistory().lines == [])
        #expect(CommandHistory().count == 0)
    }
}
