import TapbenchTranscripts

/// Transcript prose as HTML: the Markdown that prose in transcripts uses — headings, paragraphs, lists,
/// quotes, tables, code blocks and spans, emphasis and links. Raw HTML lines pass through as written.
struct ProseHTML {
    let lines: [String]

    var html: String {
        var output: [String] = []
        var index = 0
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { output.append("<p>\(InlineMarkdown.html(paragraph.joined(separator: "\n")))</p>") }
            paragraph = []
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                flush()
                index += 1
            } else if let fence = MarkdownFence(trimmed) {
                flush()
                let end = lines[(index + 1)...].firstIndex { fence.isClosedBy($0.trimmingCharacters(in: .whitespaces)) } ?? lines.count
                let language = fence.language.isEmpty ? "" : " class=\"language-\(MarkupText.escape(fence.language))\""
                output.append("<pre><code\(language)>\(MarkupText.escape(lines[(index + 1)..<end].joined(separator: "\n")))</code></pre>")
                index = end + 1
            } else if let (level, text) = Self.heading(trimmed) {
                flush()
                output.append("<h\(level)>\(InlineMarkdown.html(text))</h\(level)>")
                index += 1
            } else if ["---", "***", "___"].contains(trimmed) {
                flush()
                output.append("<hr>")
                index += 1
            } else if trimmed.hasPrefix(">") {
                flush()
                var quoted: [String] = []
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix(">") {
                    quoted.append(String(lines[index].trimmingCharacters(in: .whitespaces).dropFirst().drop { $0 == " " }))
                    index += 1
                }
                output.append("<blockquote>\(ProseHTML(lines: quoted).html)</blockquote>")
            } else if ListItem(line) != nil {
                flush()
                output.append(list(from: &index))
            } else if trimmed.hasPrefix("|"), index + 1 < lines.count, Self.isTableRule(lines[index + 1]) {
                flush()
                output.append(table(from: &index))
            } else if trimmed.hasPrefix("<"), paragraph.isEmpty {
                output.append(line)
                index += 1
            } else {
                paragraph.append(trimmed)
                index += 1
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    private func list(from index: inout Int) -> String {
        guard let first = ListItem(lines[index]) else { return "" }
        var items: [String] = []
        while index < lines.count {
            if let item = ListItem(lines[index]), item.isOrdered == first.isOrdered {
                items.append(item.text)
            } else if !items.isEmpty, lines[index].hasPrefix("  "), !lines[index].trimmingCharacters(in: .whitespaces).isEmpty {
                items[items.count - 1] += "\n" + lines[index].trimmingCharacters(in: .whitespaces)
            } else {
                break
            }
            index += 1
        }
        let tag = first.isOrdered ? "ol" : "ul"
        return "<\(tag)>" + items.map { "<li>\(InlineMarkdown.html($0))</li>" }.joined() + "</\(tag)>"
    }

    private func table(from index: inout Int) -> String {
        func cells(_ line: String) -> [String] {
            var row = line.trimmingCharacters(in: .whitespaces)
            if row.hasPrefix("|") { row.removeFirst() }
            if row.hasSuffix("|") { row.removeLast() }
            return row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        var html = "<table><thead><tr>" + cells(lines[index]).map { "<th>\(InlineMarkdown.html($0))</th>" }.joined() + "</tr></thead><tbody>"
        index += 2
        while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("|") {
            html += "<tr>" + cells(lines[index]).map { "<td>\(InlineMarkdown.html($0))</td>" }.joined() + "</tr>"
            index += 1
        }
        return html + "</tbody></table>"
    }

    private static func heading(_ line: String) -> (Int, String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return (hashes, line.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces))
    }

    private static func isTableRule(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.contains("-") && trimmed.allSatisfy { "|-: ".contains($0) }
    }
}

/// A list item's marker and text: `- text`, `* text`, `+ text` or `1. text`.
private struct ListItem {
    let isOrdered: Bool
    let text: String

    init?(_ line: String) {
        let trimmed = line.drop { $0 == " " }
        guard line.count - trimmed.count < 2 else { return nil }
        if let marker = trimmed.first, "-*+".contains(marker), trimmed.dropFirst().first == " " {
            isOrdered = false
            text = String(trimmed.dropFirst(2))
            return
        }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        isOrdered = true
        text = String(trimmed.dropFirst(digits.count + 2))
    }
}
