import Foundation
import Testing

@testable import TapbenchFlowDocs

@Suite("tapbench doc: HTML")
struct HTMLFlowDocumentTests {
    @Test("one self-contained page: inline style and SVG, nothing to fetch, no script")
    func selfContained() async throws {
        let html = HTMLFlowDocument(try await FlowFixture.capture(FlowFixture.cancel), source: "cancel.md").text
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<style>") && html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!html.contains("<script") && !html.contains("src=") && !html.contains("<link"))
        #expect(html.contains("<figcaption>Before</figcaption>") && html.contains("<figcaption>After</figcaption>"))
        #expect(html.contains("<p>The customer changes their mind; <em>nothing</em> is delivered.</p>"))
        #expect(html.contains("QA-&gt;&gt;Screen: tap 1 expanded Cancel"), "the Mermaid source, escaped")
        #expect(html.contains(".diagram svg { max-width: 100%; height: auto; }"), "the diagram fits the column rather than scrolling sideways")
        #expect(balanced(html, "section") && balanced(html, "details") && balanced(html, "svg") && balanced(html, "pre"))
    }

    @Test("prose Markdown: headings, lists, code, emphasis, links, tables; HTML in text is escaped")
    func prose() {
        let html = ProseHTML(lines: [
            "## Why", "", "- one `a<b`", "- **two** and snake_case", "", "1. [docs](https://example.com/x?a=1&b=2)", "",
            "| key | value |", "|---|---|", "| a | 1 |", "", "> quoted", "", "```json", "{\"a\": 1}", "```", "", "plain <b>x</b> & y",
        ]).html
        #expect(html.contains("<h2>Why</h2>"))
        #expect(html.contains("<ul><li>one <code>a&lt;b</code></li><li><strong>two</strong> and snake_case</li></ul>"))
        #expect(html.contains("<ol><li><a href=\"https://example.com/x?a=1&amp;b=2\">docs</a></li></ol>"))
        #expect(html.contains("<table><thead><tr><th>key</th><th>value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>"))
        #expect(html.contains("<blockquote><p>quoted</p></blockquote>"))
        #expect(html.contains("<pre><code class=\"language-json\">{&quot;a&quot;: 1}</code></pre>"))
        #expect(html.contains("<p>plain &lt;b&gt;x&lt;/b&gt; &amp; y</p>"))
    }

    @Test("only http, https, mailto and relative links are followable; javascript:, data: and the app's own schemes show as text")
    func linkSchemes() {
        let html = ProseHTML(lines: [
            "[site](https://example.com) [mail](MAILTO:qa@example.com) [flow](../Transcripts/cancel-from-island.md) [top](#why)",
            "",
            "[x](javascript:alert(1)) [y](JaVa\tScript:alert(1)) [z](data:text/html,hi) [v](vbscript:msgbox) [order](delivery://order/B-2040)",
        ]).html
        #expect(html.components(separatedBy: "\n").filter { !$0.isEmpty } == [
            ##"<p><a href="https://example.com">site</a> <a href="MAILTO:qa@example.com">mail</a> <a href="../Transcripts/cancel-from-island.md">flow</a> <a href="#why">top</a></p>"##,
            #"<p>x (<code>javascript:alert(1</code>)) y (<code>JaVa\#tScript:alert(1</code>)) z (<code>data:text/html,hi</code>) v (<code>vbscript:msgbox</code>) order (<code>delivery://order/B-2040</code>)</p>"#,
        ])
    }

    @Test("the Before and After panes are each wide enough for a 78-column drawing, else stack, and scroll rather than clip")
    func panesFitDrawings() {
        let rules = HTMLFlowDocument.style.components(separatedBy: "\n").filter { $0.hasPrefix(".screens") || $0.hasPrefix("pre {") }
        #expect(rules == [
            "pre { background: var(--panel); padding: 0.8rem 1rem; border-radius: 8px; overflow-x: auto; line-height: 1.35; }",
            #".screens { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(80ch + 2rem)), 1fr)); gap: 0 1rem; font: 0.85rem ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; }"#,
            ".screens figure { margin: 0; min-width: 0; }",
            #".screens figcaption { font: 0.85rem -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }"#,
        ], "checked with headless Chromium at 1280, 800 and 420 px wide")
    }

    private func balanced(_ html: String, _ tag: String) -> Bool {
        html.components(separatedBy: "<\(tag)").count == html.components(separatedBy: "</\(tag)>").count
    }
}
