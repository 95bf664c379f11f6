import TapbenchFlowDocs
import Testing

@Suite("tapbench doc: Markdown")
struct MarkdownFlowDocumentTests {
    @Test("prose comes through as written; hidden blocks and front matter stay out")
    func prose() async throws {
        let text = MarkdownFlowDocument(try await FlowFixture.capture(FlowFixture.cancel), source: "cancel.md").text
        #expect(text.contains("\nThe customer changes their mind; *nothing* is delivered.\n"))
        #expect(text.contains("\nThe order is gone from the island.\n"))
        #expect(!text.contains("set other-app off"))
        #expect(!text.contains("tapbench: hidden"))
        #expect(!text.contains("title: Cancel"))
        #expect(text.components(separatedBy: "# Cancel from the island").count == 2, "the title once, not twice")
    }

    @Test("a Mermaid sequence diagram of what happened comes right after the title")
    func diagramOnTop() async throws {
        let text = MarkdownFlowDocument(try await FlowFixture.capture(FlowFixture.cancel), source: "cancel.md").text
        let title = try #require(text.range(of: "# Cancel from the island\n"))
        let diagram = try #require(text.range(of: "```mermaid\nsequenceDiagram\n"))
        let prose = try #require(text.range(of: "The customer changes"))
        #expect(title.upperBound < diagram.lowerBound && diagram.upperBound < prose.lowerBound)
        #expect(text.contains("    QA->>Screen: tap 1 expanded Cancel\n    Screen->>App: CancelDeliveryIntent\n"))
    }

    @Test("each step shows its output, then the screen it changed, before and after; a screen the reader has just seen is not drawn again")
    func stepsWithScreens() async throws {
        let flow = try await FlowFixture.capture(FlowFixture.cancel)
        let text = MarkdownFlowDocument(flow, source: "cancel.md").text
        let start = try #require(text.range(of: "tapbench> start Delivery orderNumber=B-2040\n01:00:00  #1 Delivery started (active)\n"))
        let after = text[start.upperBound...]
        let before = try #require(after.range(of: "Before:\n\n```text\nDynamic Island: empty\n"))
        let drawn = try #require(after.range(of: "After:\n\n```text\nDynamic Island: #1 compact\n"))
        #expect(before.upperBound < drawn.lowerBound)
        #expect(text.contains("\n_The screen is as above._\n"), "list changes nothing on screen")
        #expect(!text.contains("<details><summary>Screen (unchanged)</summary>"))
        #expect(flow.steps.map(\.isHidden) == [true, false, false, false])
    }

    @Test("output with a run of backticks gets a longer fence")
    func fences() async throws {
        let flow = try await FlowFixture.capture("```tapbench\ntapbench> open delivery://order/a```b\n...\n```\n", named: "ticks.md")
        let text = MarkdownFlowDocument(flow, source: "ticks.md").text
        #expect(text.contains("````text\ntapbench> open delivery://order/a```b\n"))
    }
}
