/// Line endings as a transcript's editor saved them: a file saved on Windows (`\r\n`) reads exactly as one
/// saved with `\n`, and is written back with the endings it had.
enum LineEndings {
    /// The lines without their endings, and the ending the first line break uses.
    static func split(_ text: String) -> (lines: [String], ending: String) {
        let bytes = text.utf8
        var lines: [String] = []
        var usesCarriageReturn: Bool?
        for var line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let endsInCarriageReturn = line.last == UInt8(ascii: "\r")
            if usesCarriageReturn == nil, line.endIndex != bytes.endIndex { usesCarriageReturn = endsInCarriageReturn }
            if endsInCarriageReturn { line = line.dropLast() }
            lines.append(String(decoding: line, as: UTF8.self))
        }
        return (lines, usesCarriageReturn == true ? "\r\n" : "\n")
    }
}
