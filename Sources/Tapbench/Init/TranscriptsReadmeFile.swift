/// `Transcripts/README.md`: how to record the first transcript. It holds no `tapbench` block, so replay
/// does not take it for a transcript.
struct TranscriptsReadmeFile {
    let package: BenchPackage

    static let path = "Transcripts/README.md"

    var text: String {
        let executable = package.name.executable
        return """
            # Transcripts

            Each Markdown file here with a `tapbench` block is a transcript: a session at the bench saved with its output,
            which `swift test` and `swift run \(executable) replay` replay as a test.

            Record one at the REPL (`swift run \(executable)`):

            ```text
            record start Transcripts/first-look.md --title "First look"
            ```

            then the flow's commands: `types` lists the app's activity types, `start TYPE` starts one, `show` draws it,
            `tap` touches it, `advance 15m` moves the clock, `record note TEXT` adds a paragraph of prose. Then:

            ```text
            record stop
            ```

            When the app changes what a transcript shows, `swift run \(executable) replay --update` rewrites the expected
            output and keeps the prose.

            """
    }
}
