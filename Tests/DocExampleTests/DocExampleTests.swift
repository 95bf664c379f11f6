import Foundation
import Testing

/// Every `swift` example in the doc comments of TapbenchCore, TapbenchCommands and TapbenchRouting is compiled
/// in `DocExamples.swift`, as written.
@Suite("Doc-comment examples")
struct DocExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = ["TapbenchCore", "TapbenchCommands", "TapbenchRouting"]

    /// The `swift` blocks of a file's `///` comments, each as its lines without the comment marker.
    static func examples(in text: String) -> [[String]] {
        var examples: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else {
                current = nil
                continue
            }
            let content = String(trimmed.dropFirst(3).dropFirst(trimmed.dropFirst(3).hasPrefix(" ") ? 1 : 0))
            if current == nil, content == "```swift" {
                current = []
            } else if current != nil, content == "```" {
                examples.append(current!)
                current = nil
            } else {
                current?.append(content)
            }
        }
        return examples
    }

    /// Lines without their indentation, which differs between a doc comment and a function body.
    static func unindented(_ lines: some Sequence<some StringProtocol>) -> [String] {
        lines.map { String($0.drop { $0 == " " }) }
    }

    @Test("each example of the bench's own modules is compiled verbatim in DocExamples.swift")
    func examplesAreCompiled() throws {
        let compiled = Self.unindented(
            try String(contentsOf: Self.root.appendingPathComponent("Tests/DocExampleTests/DocExamples.swift"), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false))
        var found = 0
        for module in Self.modules {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            for file in files {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for example in Self.examples(in: text) {
                    found += 1
                    let lines = Self.unindented(example)
                    let present = compiled.indices.contains { start in
                        start + lines.count <= compiled.count && Array(compiled[start..<(start + lines.count)]) == lines
                    }
                    #expect(present, "Sources/\(module)/\(file): this example is not in DocExamples.swift as written:\n\(example.joined(separator: "\n"))")
                }
            }
        }
        #expect(found > 0, "no examples found in \(Self.modules): the reading of doc comments is broken")
    }
}
