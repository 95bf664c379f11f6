@testable import TapbenchCommands
import Foundation
import FuzzDriver
import TapbenchSampleApp
import TapbenchCore

// libFuzzer harness for the command line's words: the tokenizer, sorting words into positionals, options
// and assignments by the command's own options (`start`'s for a word that names no command), and
// `key=value` values read through the attributes and content state of each sample app type that has
// one of the fields (`eta=now...+10m`, `status=onTheWay`).

private let catalog = SampleApp.catalog()

@main
enum CommandWordsFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzCommandWords))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzCommandWords(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let words = try? Tokenizer.words(line), let first = words.first else { return 0 }
    let rest = Array(words.dropFirst())
    let command = Commands.named(first.text) ?? StartCommand.self
    _ = try? Arguments(command: first, words: rest, specs: command.options)
    let assignments = rest.compactMap(\.assignment)
    guard !assignments.isEmpty else { return 0 }
    for type in catalog.activityTypes {
        for (schema, document) in [(type.stateSchema, type.sampleState), (type.attributesSchema, type.sampleAttributes)] {
            let fields = FieldAssignments(schema: schema, owner: type.name, now: Device.defaultStart)
            guard assignments.contains(where: { fields.knows($0.key) }) else { continue }
            _ = try? fields.apply(assignments, to: document)
        }
    }
    return 0
}
