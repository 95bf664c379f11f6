import TapbenchTranscripts

/// A flow as one self-contained HTML page: inline styles, the sequence diagram drawn as SVG (its Mermaid
/// source folded beneath), the prose, and every step with the screen before and after it. No scripts,
/// no fonts or images to fetch: it opens in any browser, offline.
public struct HTMLFlowDocument: Sendable {
    public let flow: Flow
    public let source: String

    public init(_ flow: Flow, source: String) {
        self.flow = flow
        self.source = source
    }

    public var text: String {
        let (title, sections) = flow.page
        let diagram = SequenceDiagram(flow)
        var body = [
            "<h1>\(InlineMarkdown.html(title))</h1>",
            "<figure class=\"diagram\">\(diagram.svg)</figure>",
            "<details class=\"source\"><summary>Mermaid source</summary><pre>\(MarkupText.escape(diagram.mermaid))</pre></details>",
        ]
        var lastShown: [String]?
        for section in sections {
            switch section {
            case .prose(let lines): body.append(ProseHTML(lines: lines).html)
            case .steps(let steps): body += steps.map { Self.html($0, shown: Flow.screenShown(by: $0, lastShown: &lastShown)) }
            }
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="tapbench doc \(MarkupText.escape(source))">
            <title>\(MarkupText.escape(title))</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    private static func html(_ step: Flow.Step, shown: Flow.ScreenShown) -> String {
        let session = "<pre class=\"session\"><span class=\"prompt\">tapbench&gt; </span><span class=\"command\">\(MarkupText.escape(step.command))</span>"
            + step.output.map { "\n" + MarkupText.escape($0) }.joined() + "</pre>"
        let screens: String
        switch shown {
        case .seenAbove:
            screens = "<p class=\"unchanged\">The screen is as above.</p>"
        case .unchanged(let screen):
            screens = "<details><summary>Screen (unchanged)</summary><pre class=\"screen\">\(picture(screen))</pre></details>"
        case .changedFromAbove(let after):
            screens = "<details open><summary>Screen after</summary><pre class=\"screen\">\(picture(after))</pre></details>"
        case .changed(let before, let after):
            screens = "<details open><summary>Screen before and after</summary><div class=\"screens\">"
                + "<figure><figcaption>Before</figcaption><pre class=\"screen\">\(picture(before))</pre></figure>"
                + "<figure><figcaption>After</figcaption><pre class=\"screen\">\(picture(after))</pre></figure></div></details>"
        }
        return "<section class=\"step\">\(session)\(screens)</section>"
    }

    private static func picture(_ lines: [String]) -> String {
        MarkupText.escape(lines.joined(separator: "\n"))
    }

    /// The page's style. A Before or After pane is never narrower than an 80-column drawing in the
    /// drawings' own font (`ch` of `.screens`): the panes sit side by side when two fit, stack when not,
    /// and on a screen narrower than one the drawing scrolls sideways rather than being cut.
    static let style = """
        :root { color-scheme: light dark; --ink: #1d1d1f; --paper: #ffffff; --muted: #6e6e73; --panel: #f5f5f7; --line: #d2d2d7; --accent: #0a66c2; }
        @media (prefers-color-scheme: dark) { :root { --ink: #f5f5f7; --paper: #1c1c1e; --muted: #a1a1a6; --panel: #2c2c2e; --line: #48484a; --accent: #64a8ff; } }
        body { margin: 0; background: var(--paper); color: var(--ink); font: 16px/1.55 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
        main { max-width: 72rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; }
        h1, h2, h3 { line-height: 1.25; }
        a { color: var(--accent); }
        code, pre { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 0.85rem; }
        code { background: var(--panel); padding: 0.1em 0.3em; border-radius: 4px; }
        pre { background: var(--panel); padding: 0.8rem 1rem; border-radius: 8px; overflow-x: auto; line-height: 1.35; }
        pre code { background: none; padding: 0; }
        .session .prompt { color: var(--muted); }
        .session .command { font-weight: 600; }
        .step { margin: 1.2rem 0; }
        .step details { margin: -0.4rem 0 0 1rem; }
        summary { cursor: pointer; color: var(--muted); font-size: 0.9rem; }
        .screens { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(80ch + 2rem)), 1fr)); gap: 0 1rem; font: 0.85rem ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace; }
        .screens figure { margin: 0; min-width: 0; }
        .screens figcaption { font: 0.85rem -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; }
        figcaption { color: var(--muted); font-size: 0.85rem; margin: 0.4rem 0 0.2rem; }
        .diagram { margin: 1rem 0; }
        .diagram svg { max-width: 100%; height: auto; }
        .unchanged { color: var(--muted); font-style: italic; margin: 0.3rem 0 1rem; }
        .sequence text { font: 12px ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; fill: var(--ink); }
        .sequence .lifeline { stroke: var(--line); stroke-dasharray: 4 4; }
        .sequence rect.actor { fill: var(--panel); stroke: var(--line); }
        .sequence text.actor { font-weight: 600; }
        .sequence .message { stroke: var(--ink); stroke-width: 1.2; }
        .sequence .head { fill: var(--ink); }
        .sequence .cross { stroke: #d70015; stroke-width: 2; }
        .sequence rect.note { fill: #fff5c2; stroke: #e0c65a; }
        .sequence text.note { fill: #3a3000; }
        table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: 0.3rem 0.6rem; }
        blockquote { margin: 0; padding-left: 1rem; border-left: 3px solid var(--line); color: var(--muted); }
        """
}
