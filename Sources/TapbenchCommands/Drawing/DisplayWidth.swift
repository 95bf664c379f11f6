/// How many terminal columns text takes, kept simple on purpose.
///
/// A character is 2 columns when any of its scalars is East Asian wide or fullwidth, or has emoji
/// presentation (`🍜`, `🚗`, and anything followed by U+FE0F); 0 when every scalar is a combining mark,
/// a format character or a control; 1 otherwise. Box-drawing characters, `●`, `◉`, `○`, `↗`, `⟳` and `…`
/// count 1.
extension Character {
    var displayWidth: Int {
        if let ascii = asciiValue { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
        let scalars = unicodeScalars
        if scalars.count == 1, let scalar = scalars.first, Unicode.Scalar.knownNarrow(scalar.value) { return 1 }
        return measuredWidth
    }

    /// The width from the scalars' Unicode properties: what `displayWidth` computes for characters
    /// outside the common narrow ranges, which it recognises by value alone, since drawing counts
    /// every character of every line.
    var measuredWidth: Int {
        let scalars = unicodeScalars
        if scalars.contains(where: \.isWide) || scalars.contains("\u{FE0F}") { return 2 }
        if scalars.allSatisfy(\.isZeroWidth) { return 0 }
        return 1
    }
}

extension Unicode.Scalar {
    /// Latin, general punctuation, arrows, box drawing, blocks and geometric shapes up to U+25FC: one
    /// column each, with no emoji presentation (U+25FD and U+25FE have it) and no format characters.
    static func knownNarrow(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0...0x00AC, 0x00AE...0x02FF, 0x2010...0x2027, 0x2190...0x21FF, 0x2500...0x25FC: true
        default: false
        }
    }

    fileprivate var isWide: Bool {
        if properties.isEmojiPresentation { return true }
        return Self.wideRanges.contains { $0.contains(value) }
    }

    fileprivate var isZeroWidth: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK, kana, Hangul syllables, fullwidth forms.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

extension StringProtocol {
    /// Columns this text takes: `"Tonkotsu Pasadena"` is 17, `"🍜 Ramen"` is 8.
    var displayWidth: Int {
        // Text of printable ASCII and the known narrow ranges (box drawing, arrows, …) has one column per
        // scalar, and its bytes are far cheaper to walk than its characters.
        if let columns = utf8.withContiguousStorageIfAvailable(narrowColumns), let columns { return columns }
        var columns = 0
        for scalar in unicodeScalars {
            guard (scalar.value >= 0x20 && scalar.value < 0x7F) || Unicode.Scalar.knownNarrow(scalar.value) else {
                return reduce(0) { $0 + $1.displayWidth }
            }
            columns += 1
        }
        return columns
    }
}

/// One column per scalar when UTF-8 `bytes` hold only printable ASCII and known narrow scalars of up to
/// three bytes; nil otherwise, when the text needs a closer look.
private func narrowColumns(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var columns = 0
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        let value: UInt32
        if lead < 0x80 {
            guard lead >= 0x20, lead != 0x7F else { return nil }
            columns += 1
            index += 1
            continue
        } else if lead & 0xE0 == 0xC0, index + 1 < bytes.count {
            value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
            index += 2
        } else if lead & 0xF0 == 0xE0, index + 2 < bytes.count {
            value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
            index += 3
        } else {
            return nil
        }
        guard Unicode.Scalar.knownNarrow(value) else { return nil }
        columns += 1
    }
    return columns
}

extension String {
    /// Cut to `width` columns, ending in `…` when anything was dropped, with no space left before it:
    /// `"Tonkotsu Pasadena"` at 12 is `"Tonkotsu Pa…"`, at 10 `"Tonkotsu…"`.
    func truncated(toWidth width: Int) -> String {
        guard displayWidth > width else { return self }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in self {
            let columns = character.displayWidth
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept.trimmedRight + "…"
    }

    /// Filled with spaces on the right up to `width` columns; never shortened.
    func padded(toWidth width: Int) -> String {
        let missing = width - displayWidth
        return missing > 0 ? self + String(run: " ", missing) : self
    }

    /// Moved right so it sits in the middle of `width` columns (the extra column, if any, on the right).
    func centered(inWidth width: Int) -> String {
        String(run: " ", (width - displayWidth) / 2) + self
    }

    /// Moved right so it ends at column `width`.
    func rightAligned(inWidth width: Int) -> String {
        String(run: " ", width - displayWidth) + self
    }

    /// Without the spaces at its end.
    var trimmedRight: String {
        guard utf8.last == UInt8(ascii: " ") else { return self }
        let end = utf8.lastIndex { $0 != UInt8(ascii: " ") }.map { utf8.index(after: $0) } ?? startIndex
        return String(self[..<end])
    }

    /// `count` copies of a one-column character: `String(run: "─", 3)` is `"───"`. Written byte by byte:
    /// drawing makes a run for every border and every gap.
    init(run character: Character, _ times: Int) {
        let unit = Array(String(character).utf8)
        let count = Swift.max(0, times)
        self.init(unsafeUninitializedCapacity: unit.count * count) { buffer in
            var offset = 0
            for _ in 0..<count {
                for byte in unit {
                    buffer[offset] = byte
                    offset += 1
                }
            }
            return offset
        }
    }
}
