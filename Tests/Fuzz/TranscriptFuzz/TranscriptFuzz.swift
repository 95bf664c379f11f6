import Foundation
import FuzzDriver
import TapbenchTranscripts

// libFuzzer harness for transcript Markdown: fences, front matter, steps, and the expected-output
// wildcards (`...`, `[..]`) matched against the other steps' lines.

@main
enum TranscriptFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzTranscript))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzTranscript(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let document = try? TranscriptDocument.parse(text, path: "fuzz.md") else { return 0 }
    let outputs = document.steps.map(\.expected)
    for (index, step) in document.steps.enumerated() {
        _ = OutputPattern.matches(step.expected, outputs[(index + 1) % outputs.count])
    }
    _ = document.replacing(document.steps.map { (range: $0.expectedRange, lines: [$0.command]) })
    return 0
}
