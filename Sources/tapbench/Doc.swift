import ArgumentParser
import FlowDocs
import Foundation
import SampleApp

/// `tapbench doc TRANSCRIPT [--format markdown|html] [-o FILE]`: a flow rendered for people.
struct Doc: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a transcript for people: a sequence diagram, the prose, every step with the screen before and after.",
        discussion: """
            The transcript is replayed first, and must pass: documentation never shows a flow that no longer
            works. Markdown suits a forge (the diagram is Mermaid); HTML is one self-contained page.
            Exit codes: 0 written, 1 the transcript fails or cannot be written, 2 a usage error.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown
        case html
    }

    @Argument(help: ArgumentHelp("The transcript to render.", valueName: "TRANSCRIPT"))
    var transcript: String

    @Option(help: "markdown or html; the default follows -o's extension (.html, .htm), else markdown.")
    var format: Format?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "FILE"))
    var output: String?

    mutating func validate() throws {
        guard FileManager.default.fileExists(atPath: transcript) else {
            throw ValidationError("no transcript '\(transcript)' — give the path of a .md file, such as Transcripts/push-to-start.md")
        }
    }

    mutating func run() async throws {
        let url = URL(fileURLWithPath: transcript)
        let flow: Flow
        do {
            flow = try await Flow.capture(contentsOf: url, named: transcript, app: { SampleApp.catalog(now: $0) })
        } catch {
            throw DocFailure("\(error)")
        }
        if let changed = flow.steps.first(where: { !$0.matches }) {
            throw DocFailure("\(transcript):\(changed.line): 'tapbench> \(changed.command)' no longer prints what the transcript says — run 'tapbench replay \(transcript)' and fix it first")
        }
        let chosen = format ?? (output.map { [".html", ".htm"].contains(where: $0.lowercased().hasSuffix) } == true ? .html : .markdown)
        let text = chosen == .html ? HTMLFlowDocument(flow, source: transcript).text : MarkdownFlowDocument(flow, source: transcript).text
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw DocFailure("cannot write \(output): \(error.localizedDescription)")
        }
        FileHandle.standardError.write(Data("wrote \(output) (\(chosen.rawValue), \(flow.steps.count) steps)\n".utf8))
    }
}

/// A one-line error, exit status 1.
struct DocFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
