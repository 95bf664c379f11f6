import TapbenchFlowDocs
import Foundation
import TapbenchSampleApp
import Testing

/// The flows published under `docs/flows/` are what `tapbench doc` makes of their transcripts now, so
/// the documentation cannot drift from the behaviour.
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
        let base = (name as NSString).deletingPathExtension
        let source = "Transcripts/\(base).md"
        let flow = try await Flow.capture(contentsOf: Self.root.appendingPathComponent(source), named: source, app: { SampleApp.catalog(now: $0) })
        let made = name.hasSuffix(".html") ? HTMLFlowDocument(flow, source: source).text : MarkdownFlowDocument(flow, source: source).text
        let published = try String(contentsOf: Self.root.appendingPathComponent("docs/flows/\(name)"), encoding: .utf8)
        #expect(made == published, "docs/flows/\(name) is out of date: tapbench doc \(source) -o docs/flows/\(name)")
    }

    @Test("two flows or more are published")
    func thereAreFlows() {
        #expect(Set(Self.published.map { ($0 as NSString).deletingPathExtension }).count >= 2)
    }
}
