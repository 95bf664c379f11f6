import Testing

@testable import TapbenchCommands

/// `list` shows each activity's fields under its row, filled into lines of at most 77 columns.
@Suite("list field lines")
struct ListWrappingTests {
    @Test("fields fill a line up to 77 columns and carry over whole")
    func fieldsFillLines() {
        let ten = (0..<9).map { "field\($0)=abc" }
        #expect(ten.allSatisfy { $0.count == 10 })
        #expect(ListCommand.wrapped(ten) == [ten[0..<7].joined(separator: " "), ten[7...].joined(separator: " ")])
        let exact = ["x=" + String(repeating: "a", count: 36), "y=" + String(repeating: "b", count: 36)]
        #expect(ListCommand.wrapped(exact) == [exact.joined(separator: " ")])
        let long = "note=" + String(repeating: "c", count: 90)
        #expect(ListCommand.wrapped(["a=1", long, "b=2"]) == ["a=1", long, "b=2"])
        #expect(ListCommand.wrapped([]) == [""])
    }
}
