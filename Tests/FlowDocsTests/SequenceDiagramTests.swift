import Testing

@testable import TapbenchFlowDocs

@Suite("tapbench doc: the sequence diagram")
struct SequenceDiagramTests {
    @Test("a tap on a button reaches the app's intent, whose effects and answer follow")
    func tapRunsIntent() async throws {
        let diagram = SequenceDiagram(try await FlowFixture.capture(FlowFixture.cancel))
        #expect(diagram.participants == [.qa, .screen, .app, .server])
        let tap = try #require(diagram.items.firstIndex(of: .message(from: .qa, to: .screen, arrow: .call, text: "tap 1 expanded Cancel")))
        #expect(diagram.items[tap + 1] == .message(from: .screen, to: .app, arrow: .call, text: "CancelDeliveryIntent"))
        #expect(diagram.items[tap + 2] == .message(from: .app, to: .server, arrow: .call, text: "POST /orders/B-2040/cancel"))
        #expect(diagram.items[tap + 3] == .message(from: .server, to: .app, arrow: .reply, text: "200"))
        #expect(diagram.items.contains(.message(from: .app, to: .screen, arrow: .reply, text: "returned in 120ms, within the 1s budget")))
    }

    @Test("pushes come from APNs; a dropped one ends in a cross")
    func pushes() async throws {
        let flow = try await FlowFixture.capture(
            """
            ```tapbench
            tapbench> start Delivery --push token
            ...
            tapbench> push {"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay"}}}
            ...
            tapbench> open delivery://order/B-1
            ...
            ```
            """, named: "push.md")
        let diagram = SequenceDiagram(flow)
        #expect(diagram.participants == [.qa, .screen, .app, .router, .apns, .server])
        #expect(diagram.items.contains(.message(from: .apns, to: .screen, arrow: .refused, text: "dropped: content-state")))
        #expect(diagram.items.contains(.message(from: .router, to: .app, arrow: .call, text: "OrderScreen")))
    }

    @Test("Mermaid reads ';' as the end of a statement and '#' as a comment, so labels carry their entity codes")
    func mermaidEscapes() {
        let diagram = SequenceDiagram(items: [.note(over: .screen, text: "#1 ended; dismissed <now>"), .message(from: .qa, to: .screen, arrow: .call, text: "tap #2")])
        #expect(diagram.mermaid.components(separatedBy: "\n") == [
            "sequenceDiagram", "    participant QA", "    participant Screen as Lock Screen / Island",
            "    Note over Screen: #35;1 ended#59; dismissed #lt;now#gt;", "    QA->>Screen: tap #35;2",
        ])
    }

    @Test("long labels are cut with an ellipsis, and the SVG spaces columns to fit them")
    func labels() {
        let long = String(repeating: "x", count: 100)
        #expect(SequenceDiagram.label(long).count == SequenceDiagram.labelLimit)
        let narrow = SequenceDiagram(items: [.message(from: .qa, to: .screen, arrow: .call, text: "a")]).svg
        let wide = SequenceDiagram(items: [.message(from: .qa, to: .screen, arrow: .call, text: SequenceDiagram.label(long))]).svg
        #expect(width(wide) > width(narrow))
    }

    @Test("a failed step is drawn as one: its arrow crossed out and its error noted, or, with nobody to receive it, a note over QA")
    func failures() async throws {
        let flow = try await FlowFixture.capture(
            "```tapbench\ntapbench> start Delivery\n...\ntapbench> tap 9 lock Cancel\nerror: [..]\ntapbench> frobnicate\nerror: [..]\n```\n", named: "fails.md")
        let mermaid = SequenceDiagram(flow).mermaid.components(separatedBy: "\n")
        #expect(mermaid.contains("    QA-xScreen: tap 9 lock Cancel"))
        #expect(mermaid.contains { $0.hasPrefix("    Note over Screen: error: no activity 9") })
        #expect(mermaid.contains { $0.hasPrefix("    Note over QA: frobnicate ✗ error: unknown command") })
    }

    private func width(_ svg: String) -> Int {
        guard let range = svg.range(of: "width=\""), let end = svg[range.upperBound...].firstIndex(of: "\"") else { return 0 }
        return Int(svg[range.upperBound..<end]) ?? 0
    }
}
