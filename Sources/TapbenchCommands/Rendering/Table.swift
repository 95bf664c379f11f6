/// Plain-text columns, left-aligned, two spaces apart; the last column is not padded.
struct Table {
    var header: [String]
    var rows: [[String]] = []

    var lines: [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 || cell.count >= widths[column] ? cell : cell + String(run: " ", widths[column] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
