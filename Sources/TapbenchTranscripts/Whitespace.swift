/// The blanks around a line of a transcript or a script: space, tab, the other Unicode space separators
/// (U+00A0, U+2003, U+3000, …) and U+200B, as Foundation's `CharacterSet.whitespaces` has them. Found by
/// reading the line's scalars from each end, where they stop at once on a line that is not indented, with no
/// copy of the line and no trip through `NSString`.
public enum Whitespace {
    /// The line without its leading and trailing blanks: `"   ```tapbench "` → `"```tapbench"`.
    public static func trimmed(_ line: Substring) -> Substring {
        let scalars = line.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isBlank(scalars[start]) { scalars.formIndex(after: &start) }
        while start < end {
            let last = scalars.index(before: end)
            guard isBlank(scalars[last]) else { break }
            end = last
        }
        return Substring(scalars[start..<end])
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x200B: true
        case ..<0x80: false
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }
}
