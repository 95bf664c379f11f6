import Testing

@testable import TapbenchCommands

/// `record note` takes the rest of its line as prose, whatever it holds; any other line is a command.
@Suite("record note lines")
struct NoteTextTests {
    @Test("the prose after 'record note', however the line is spaced, and nothing for other lines")
    func noteText() {
        #expect(RecordCommand.noteText(in: "record note The courier's late; \"again\"") == "The courier's late; \"again\"")
        #expect(RecordCommand.noteText(in: "  \trecord   note  spaced out ") == "spaced out")
        #expect(RecordCommand.noteText(in: "\u{0C}record note after a form feed") == "after a form feed")
        #expect(RecordCommand.noteText(in: "\u{00A0}record note after a no-break space") == "after a no-break space")
        #expect(RecordCommand.noteText(in: "record note") == "")
        for line in ["record start flow.md", "recordnote x", "record notes x", "tap 1", "reset", "", "   ", "réserve note"] {
            #expect(RecordCommand.noteText(in: line) == nil, "\(line)")
        }
    }
}
