import Foundation
import TapbenchTestSupport
import Testing

/// The flows published under `docs/flows/` are what `tapbench doc` makes of their transcripts now, so
/// the documentation cannot drift from the behaviour. Each page is made by the built executable, as its header
/// says to regenerate it, where the app's tasks run on the bench's scheduler: a task nobody awaits lands in the
/// step that started it however loaded the machine is.
@Suite("docs/flows")
struct PublishedFlowsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var published: [String] {
        let folder = root.appendingPathComponent("docs/flows")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") || $0.hasSuffix(".html") }.sorted()
    }

    @Test("each published page matches 'tapbench doc' of its transcript; regenerate with the command in its header", arguments: published)
    func upToDate(_ name: String) async throws {
        let source = "Transcripts/\((name as NSString).deletingPathExtension).md"
        let format = name.hasSuffix(".html") ? "html" : "markdown"
        let made = try await TapbenchProcess.run(["doc", source, "--format", format], input: "", directory: Self.root)
        #expect(made.status == 0, "\(made.standardError)")
        let published = try String(contentsOf: Self.root.appendingPathComponent("docs/flows/\(name)"), encoding: .utf8)
        #expect(made.standardOutput == published, "docs/flows/\(name) is out of date: tapbench doc \(source) -o docs/flows/\(name)")
    }

    @Test("two flows or more are published")
    func thereAreFlows() {
        #expect(Set(Self.published.map { ($0 as NSString).deletingPathExtension }).count >= 2)
    }
}
