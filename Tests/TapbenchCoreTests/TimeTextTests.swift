import Foundation
import TapbenchCore
import Testing

@Suite("Time text")
struct TimeTextTests {
    @Test("durations as QA type them")
    func durations() {
        #expect(DurationText.parse("500ms") == .milliseconds(500))
        #expect(DurationText.parse("15m") == .seconds(900))
        #expect(DurationText.parse("1h30m") == .seconds(5400))
        #expect(DurationText.parse("1.5s") == .milliseconds(1500))
        #expect(DurationText.parse("2d") == .seconds(172_800))
        for bad in ["", "15", "m", "15x", "-5m", "1h30"] { #expect(DurationText.parse(bad) == nil, "\(bad)") }
        #expect(DurationText.format(.seconds(5400)) == "1h30m")
        #expect(DurationText.format(.milliseconds(1500)) == "1s500ms")
    }

    @Test("ISO 8601 round-trips, with milliseconds only when there are some")
    func timestamps() throws {
        #expect(Timestamp.iso8601(Device.defaultStart) == "2026-04-25T01:00:00Z")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 1_777_078_800.5)) == "2026-04-25T01:00:00.500Z")
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.parse("2026-04-25T01:00:00Z") == Device.defaultStart)
        #expect(Timestamp.parse("2026-04-25T03:00:00+02:00") == Device.defaultStart)
        #expect(Timestamp.parse("2026-13-25T01:00:00Z") == nil)
        #expect(Timestamp.parse("2028-02-29T12:00:00Z").map { Timestamp.iso8601($0) } == "2028-02-29T12:00:00Z")
    }

    @Test("ISO 8601 text matches Foundation's formatter across centuries, and the time of day is its clock part")
    func timestampsMatchFoundation() {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        var random = SplitMix64(seed: 0x150_8601)
        for _ in 0..<2_000 {
            // Whole seconds from 1601 to 2399, either side of 1970.
            let seconds = Double(Int64(random.next() % 25_228_800_000) - 11_644_473_600)
            let date = Date(timeIntervalSince1970: seconds)
            let text = Timestamp.iso8601(date)
            #expect(text == formatter.string(from: date))
            #expect(Timestamp.timeOfDay(date) == String(text.dropFirst(11).dropLast()))
            #expect(Timestamp.parse(text) == date)
        }
        #expect(Timestamp.timeOfDay(Date(timeIntervalSince1970: 1_777_078_800.042)) == "01:00:00.042")
    }

    @Test("a date beyond the years 0001 to 9999 shows as its raw seconds, and reads back")
    func datesBeyondFourDigitYears() {
        #expect(Timestamp.iso8601(Date(timeIntervalSince1970: 253_402_300_799.999)) == "9999-12-31T23:59:59.999Z")
        let tenThousand = Date(timeIntervalSince1970: 253_402_300_800)
        #expect(Timestamp.iso8601(tenThousand) == "Date(timeIntervalSinceReferenceDate: 252423993600.0)")
        #expect(Timestamp.timeOfDay(Date(timeIntervalSinceReferenceDate: 1e300)) == "Date(timeIntervalSinceReferenceDate: 1e+300)")
        #expect(Timestamp.iso8601(Date(timeIntervalSinceReferenceDate: -1e16)) == "Date(timeIntervalSinceReferenceDate: -1e+16)")
        #expect(Timestamp.parse(Timestamp.iso8601(tenThousand)) == tenThousand)
        #expect(Timestamp.parse("2026-02-30T00:00:00Z") == nil)
    }

    @Test("WHEN: relative, time of day, ISO 8601")
    func whens() {
        let now = Device.defaultStart
        #expect(WhenText.parse("+15m", now: now) == now.addingTimeInterval(900))
        #expect(WhenText.parse("-1h", now: now) == now.addingTimeInterval(-3600))
        #expect(WhenText.parse("03:00", now: now) == now.addingTimeInterval(7200))
        #expect(WhenText.parse("00:30", now: now) == now.addingTimeInterval(23.5 * 3600))
        #expect(WhenText.parse("now", now: now) == now)
        #expect(WhenText.parse("soon", now: now) == nil)
    }
}
