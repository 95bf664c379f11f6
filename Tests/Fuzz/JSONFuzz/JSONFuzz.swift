import Foundation
import FuzzDriver
import TapbenchSampleApp
import TapbenchCore

// libFuzzer harness for JSON: the parser, the writer (what it writes must read back as the same value),
// and the coders decoding the document into every sample app type's ContentState and attributes: what
// they hold must decode to itself again.

private let catalog = SampleApp.catalog()

@main
enum JSONFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzJSON))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let value = try? JSONParser.parse(Array(UnsafeBufferPointer(start: data, count: count))) else { return 0 }
    let text = value.jsonText
    guard let reread = try? JSONParser.parse(text), reread == value else {
        fatalError("the writer's text does not read back as the same value: \(text)")
    }
    _ = value.displayText
    for type in catalog.activityTypes {
        if let state = try? type.validateState(value), (try? type.validateState(state)) != state {
            fatalError("\(type.name)'s content state \(state.jsonText), as iOS holds it, does not decode to itself")
        }
        if let attributes = try? type.validateAttributes(value), (try? type.validateAttributes(attributes)) != attributes {
            fatalError("\(type.name)'s attributes \(attributes.jsonText), as iOS holds them, do not decode to themselves")
        }
    }
    return 0
}
