extension String {
    /// Broken at spaces into lines of at most `width` columns, every line after the first indented by
    /// `indent` columns; a word longer than a line (a long URL) is split where the line ends.
    ///
    /// `[1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")` at 40 columns, indent 4:
    /// ```
    /// [1] Button "Cancel" →
    ///     CancelDeliveryIntent(orderID:
    ///     "A-7189")
    /// ```
    func wrapped(toWidth width: Int, indent: Int) -> [String] {
        if displayWidth <= width, !hasSpaceToCollapse { return [self] }
        let margin = String(run: " ", min(indent, width / 2))
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var lineHasWords = false
        for word in split(separator: " ") {
            var word = String(word)
            var wordWidth = word.displayWidth
            let joinedWidth = lineWidth + (lineHasWords ? 1 : 0) + wordWidth
            if joinedWidth <= width {
                line += lineHasWords ? " " + word : word
                lineWidth = joinedWidth
                lineHasWords = true
                continue
            }
            if lineHasWords {
                lines.append(line)
                line = margin
                lineWidth = margin.count
            }
            while lineWidth + wordWidth > width {
                let head = word.prefix(fitting: width - lineWidth)
                lines.append(line + head)
                line = margin
                lineWidth = margin.count
                word.removeFirst(head.count)
                wordWidth = word.displayWidth
            }
            line += word
            lineWidth += wordWidth
            lineHasWords = true
        }
        if lineHasWords || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Spaces that wrapping drops: at either end, or two in a row.
    private var hasSpaceToCollapse: Bool {
        let space = UInt8(ascii: " ")
        guard utf8.first != space, utf8.last != space else { return true }
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == space, previous == space { return true }
            previous = byte
        }
        return false
    }

    /// The longest start of the text within `width` columns, and at least its first character.
    private func prefix(fitting width: Int) -> String {
        var head = ""
        for character in self {
            if !head.isEmpty && head.displayWidth + character.displayWidth > width { break }
            head.append(character)
        }
        return head
    }
}
