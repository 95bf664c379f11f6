/// The Dynamic Island's small shapes, each centred in the picture's width.
enum IslandShapes {
    /// The compact pill's width in columns (less when the picture is narrower).
    static let pillWidth = 44
    /// The TrueDepth camera between the compact regions.
    static let camera = "●●●"
    /// The widest the minimal circle's content may get.
    static let minimalContentWidth = 20
    /// The narrowest the minimal circle's inside is, so an empty one still reads as a circle.
    static let minimalInsideWidth = 3

    /// The compact pill: leading content on the left, the camera in the middle, trailing content on the
    /// right, each side keeping a space from the camera.
    ///
    /// ```
    /// ╭──────────────────────────────────────────╮
    /// │ (bag.fill)        ●●●                12m │
    /// ╰──────────────────────────────────────────╯
    /// ```
    static func compact(leading: Drawable, trailing: Drawable, width: Int) -> [String] {
        let box = Box(width: min(pillWidth, width))
        let leftSide = (box.innerWidth - camera.displayWidth) / 2
        let rightSide = box.innerWidth - camera.displayWidth - leftSide
        let left = leading.lines(width: leftSide - 1)
        let right = trailing.lines(width: rightSide - 1)
        let rows = (0..<max(left.count, right.count, 1)).map { row in
            let leftText = left.indices.contains(row) ? left[row] : ""
            let rightText = right.indices.contains(row) ? right[row] : ""
            let middle = row == 0 ? camera : String(run: " ", camera.displayWidth)
            return leftText.padded(toWidth: leftSide) + middle + rightText.rightAligned(inWidth: rightSide)
        }
        return box.draw(rows).map { $0.centered(inWidth: width) }
    }

    /// The minimal circle: a small frame just around its content, the content centred.
    ///
    /// ```
    /// ╭────────────╮
    /// │ (bag.fill) │
    /// ╰────────────╯
    /// ```
    static func minimal(_ content: Drawable, width: Int) -> [String] {
        let lines = content.lines(width: min(minimalContentWidth, width - 4))
        let inner = max(minimalInsideWidth, lines.map(\.displayWidth).max() ?? 0)
        return Box(width: inner + 4).draw(lines.map { $0.centered(inWidth: inner) }).map { $0.centered(inWidth: width) }
    }
}
