import Foundation
@testable import Tapbench
import TapbenchCommands
import TapbenchCore
import Testing

/// What crosses from a worker to its supervisor, one JSON line a reply.
@Suite("Worker replies")
struct WorkerReplyTests {
    @Test("a reply reads back as sent: its lines, error, status, and the notices a rebuild's reply carries for the greeting")
    func roundTrip() throws {
        var outcome = CommandOutcome(lines: ["01:00:00  #1 Game started (active)"])
        outcome.error = CommandError("unknown intent 'Follow'", column: 9)
        let status = WorkerReply.DeviceStatus(iso8601: "2026-04-25T01:00:00Z", shown: "01:00:00", app: "Scoreboard")
        let notices = ["GameAttributes has no preview values, so fields left out of 'start' take placeholders: declare a #Preview of it, or give its PreviewProvider as AppIntroduction(previews: […])"]
        let sent = WorkerReply(outcome: outcome, status: status, notices: notices)
        let read = try #require(WorkerReply(try JSONParser.parse(sent.json(withEvents: false).jsonText)))
        #expect(read.outcome.lines == outcome.lines)
        #expect(read.outcome.error?.message == "unknown intent 'Follow'")
        #expect(read.outcome.error?.column == 9)
        #expect(read.status == status)
        #expect(read.notices == notices)
        let plain = try #require(WorkerReply(try JSONParser.parse(WorkerReply(outcome: CommandOutcome(), status: status).json(withEvents: false).jsonText)))
        #expect(plain.notices == [])
    }
}
