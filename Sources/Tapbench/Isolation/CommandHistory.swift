/// The command lines a device has run, in order, to rebuild it after a crash: their UTF-8 text in one buffer
/// and where each ends, so that a long session keeps about as many bytes as its commands have, where a `String`
/// apiece took about three times that.
///
/// ```swift
/// var history = CommandHistory()
/// history.append("start Delivery")
/// history.lines  // ["start Delivery"]
/// ```
struct CommandHistory {
    private var text: [UInt8] = []
    private var ends: [Int] = []

    /// How many lines it holds.
    var count: Int { ends.count }

    mutating func append(_ line: String) {
        text += line.utf8
        ends.append(text.count)
    }

    /// The lines, as they were appended.
    var lines: [String] {
        zip([0] + ends.dropLast(), ends).map { start, end in String(decoding: text[start..<end], as: UTF8.self) }
    }
}
