import Foundation
import FuzzDriver
import TapbenchCore

// libFuzzer harness for durations and times as QA type them: `advance 1h30m`, `clock +15m`,
// `--stale 03:00`, an ISO 8601 front-matter clock, and the text each is shown back as.

private let now = Device.defaultStart

@main
enum TimeFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzTime))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzTime(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    if let duration = DurationText.parse(text) {
        let formatted = DurationText.format(duration)
        guard DurationText.parse(formatted) == duration else {
            fatalError("'\(text)' reads as \(duration) but is shown as '\(formatted)', which reads differently")
        }
    }
    if let date = WhenText.parse(text, now: now) {
        _ = Timestamp.iso8601(date)
        _ = Timestamp.timeOfDay(date)
    }
    if let date = Timestamp.parse(text) {
        _ = Timestamp.iso8601(date)
    }
    return 0
}
