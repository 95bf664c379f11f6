import TapbenchTranscripts

extension Flow {
    /// What a reader sees, in order: prose exactly as written, and the steps of each shown block. Front
    /// matter, hidden blocks and their markers are left out.
    public enum Section: Sendable {
        case prose([String])
        case steps([Step])
    }

    public var sections: [Section] {
        var sections: [Section] = []
        var prose: [String] = []
        var index = document.frontMatter.range?.upperBound ?? 0
        var blockNumber = 0
        func flushProse() {
            while prose.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { prose.removeFirst() }
            while prose.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { prose.removeLast() }
            if !prose.isEmpty { sections.append(.prose(prose)) }
            prose = []
        }
        while index < document.lines.count {
            let line = document.lines[index]
            if blockNumber < document.blocks.count, index == document.blocks[blockNumber].body.lowerBound - 1 {
                let block = document.blocks[blockNumber]
                if !block.isHidden {
                    flushProse()
                    sections.append(.steps(steps(inBlock: blockNumber)))
                }
                blockNumber += 1
                index = block.body.upperBound + 1
                continue
            }
            if line.trimmingCharacters(in: .whitespaces) != TranscriptDocument.hiddenMarker { prose.append(line) }
            index += 1
        }
        flushProse()
        return sections
    }

    private func steps(inBlock block: Int) -> [Step] {
        zip(document.steps, steps).filter { $0.0.block == block }.map(\.1)
    }
}

extension Flow {
    /// The heading a rendered flow opens with, and the sections under it. When the prose opens with a
    /// level-one heading, that heading is the title and leaves the prose, so that the diagram can follow it.
    var page: (title: String, sections: [Section]) {
        var sections = sections
        guard case .prose(var prose)? = sections.first, let first = prose.first, first.hasPrefix("# ") else { return (title, sections) }
        prose.removeFirst()
        while prose.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { prose.removeFirst() }
        sections[0] = .prose(prose)
        if prose.isEmpty { sections.removeFirst() }
        return (String(first.dropFirst(2)), sections)
    }
}

extension Flow {
    /// What a rendered step shows of the screen, given the picture the reader saw last: a screen the reader has
    /// just seen is not drawn again, so a long flow's page grows with what changes, not with its length.
    enum ScreenShown: Equatable {
        /// The screen did not change, and the reader has seen it just above.
        case seenAbove
        /// The screen did not change; this is the first the reader sees of it.
        case unchanged([String])
        /// The screen changed from the one the reader has just seen.
        case changedFromAbove(after: [String])
        /// The screen changed from one the reader has not just seen.
        case changed(before: [String], after: [String])
    }

    static func screenShown(by step: Step, lastShown: inout [String]?) -> ScreenShown {
        defer { lastShown = step.screenAfter }
        if step.screenBefore == step.screenAfter { return lastShown == step.screenAfter ? .seenAbove : .unchanged(step.screenAfter) }
        return lastShown == step.screenBefore ? .changedFromAbove(after: step.screenAfter) : .changed(before: step.screenBefore, after: step.screenAfter)
    }
}
