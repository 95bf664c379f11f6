import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchTranscripts
import Testing

/// Expects `events` to read, whole and in order, as `expected`: one event a line as the REPL and transcripts
/// print them, its time first. A difference is one issue with a unified diff (`-` expected, `+` actual) and
/// the whole actual text to review and paste. As in transcripts, `[..]` matches within a line and `...` any lines.
///
/// ```swift
/// try device.startDelivery(staleAfter: .minutes(15))
/// device.advance(by: .minutes(16))
/// expectEvents(device.takeEvents(), """
///     01:00:00  #1 Delivery started (active), stale at 01:15:00
///     01:00:00  island: #1 compact
///     01:15:00  #1 stale: its stale date 01:15:00 passed
///     01:16:00  clock 01:16:00 (+16m)
///     """)
/// ```
///
/// `day` is the day whose times print without a date; `schemas` lets an activity's changed `Date` fields read
/// as times (see `Session`).
public func expectEvents(
    _ events: [Event], _ expected: String, day: Date = Device.defaultStart, schemas: [Int: Schema] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = EventRenderer(day: day).lines(events, schemas: schemas)
    let expectedLines = expected.isEmpty ? [] : expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard !OutputPattern.matches(expectedLines, actual) else { return }
    let diff = LineDiff(expected: expectedLines, actual: actual).unified.joined(separator: "\n")
    Issue.record("events differ:\n\(diff)\n\nall events:\n\(actual.joined(separator: "\n"))", sourceLocation: sourceLocation)
}
