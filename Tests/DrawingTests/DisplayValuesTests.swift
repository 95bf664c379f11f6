import Foundation
import TapbenchCore
import Testing

@testable import TapbenchCommands

/// Timers, dates and percentages at the virtual time 2026-04-25 01:15:00 UTC.
@Suite struct ValueTextTests {
    let values = DisplayValues(now: Fixtures.now, time: Fixtures.time)

    @Test func aCountdownShowsWhatIsLeftHeldAtZero() {
        #expect(values.timer(Fixtures.arrival, countsDown: true) == "5:42")
        #expect(values.timer(Fixtures.minutes(-30)...Fixtures.minutes(-1), countsDown: true) == "0:00")
        #expect(values.timer(Fixtures.minutes(5)...Fixtures.minutes(17), countsDown: true) == "12:00")
        #expect(values.timer(Fixtures.now...Fixtures.now.addingTimeInterval(3723), countsDown: true) == "1:02:03")
    }

    @Test func aTimerCountingUpShowsTheTimeSinceItsStartHeldAtItsEnd() {
        #expect(values.timer(Fixtures.workoutInterval, countsDown: false) == "7:05")
        #expect(values.timer(Fixtures.minutes(-45)...Fixtures.minutes(-25), countsDown: false) == "20:00")
        #expect(values.timer(Fixtures.minutes(1)...Fixtures.minutes(21), countsDown: false) == "0:00")
    }

    @Test func dateStyles() {
        #expect(values.date(Fixtures.minutes(6), style: .time) == "01:21:00")
        #expect(values.date(Fixtures.now, style: .date) == "2026-04-25")
        #expect(values.date(Fixtures.minutes(-90), style: .date) == "2026-04-24")
        #expect(values.date(Fixtures.minutes(5), style: .relative) == "5 minutes")
        #expect(values.date(Fixtures.minutes(-5), style: .relative) == "5 minutes")
        #expect(values.date(Fixtures.now.addingTimeInterval(342), style: .timer) == "5:42")
        #expect(values.date(Fixtures.minutes(-2), style: .timer) == "2:00")
    }

    @Test("Text(_:style: .relative) writes the two largest units, unsigned, as Apple's \"Text.DateStyle.relative\" shows: 2 hours, 23 minutes")
    func relativeTimeUsesTheTwoLargestUnits() {
        #expect(DisplayValues.relative(0) == "0 seconds")
        #expect(DisplayValues.relative(42) == "42 seconds")
        #expect(DisplayValues.relative(-125) == "2 minutes, 5 seconds")
        #expect(DisplayValues.relative(8580) == "2 hours, 23 minutes")
        #expect(DisplayValues.relative(-7200) == "2 hours")
        #expect(DisplayValues.relative(90_061) == "1 day, 1 hour")
        #expect(DisplayValues.relative(-3 * 86_400) == "3 days")
        #expect(DisplayValues.relative(1e300) == "1e+300s")
    }

    @Test func percentages() {
        #expect(DisplayValues.percent(DisplayValues.fraction(value: 0.55, total: 1)) == "55%")
        #expect(DisplayValues.percent(DisplayValues.fraction(value: 3, total: 8)) == "38%")
        #expect(DisplayValues.percent(DisplayValues.fraction(value: 12, total: 8)) == "100%")
        #expect(DisplayValues.percent(DisplayValues.fraction(value: nil, total: 1)) == "⟳")
    }
}

/// The timer forms added to `Text` and `ProgressView`, at the virtual time 2026-04-25 01:15:00 UTC.
@Suite struct TimerValueTests {
    let values = DisplayValues(now: Fixtures.now, time: Fixtures.time)

    @Test("Text(timerInterval:pauseTime:) holds the time at a past pause and runs until a future one")
    func pauseTime() {
        let interval = Fixtures.minutes(-10)...Fixtures.minutes(20)
        #expect(values.timer(interval, countsDown: true, pauseTime: Fixtures.minutes(-4)) == "24:00")
        #expect(values.timer(interval, countsDown: true, pauseTime: Fixtures.minutes(4)) == "20:00")
        #expect(values.timer(interval, countsDown: false, pauseTime: Fixtures.minutes(-4)) == "6:00")
    }

    @Test("Text(timerInterval:showsHours: false) counts minutes past an hour")
    func withoutHours() {
        #expect(values.timer(Fixtures.now...Fixtures.now.addingTimeInterval(3723), countsDown: true, showsHours: false) == "62:03")
        #expect(values.timer(Fixtures.now...Fixtures.now.addingTimeInterval(3723), countsDown: true, showsHours: true) == "1:02:03")
    }

    @Test("Text(_:style: .offset) signs the largest unit of the distance from now, as Apple's \"Text.DateStyle.offset\" shows: +2 hours")
    func offset() {
        #expect(values.date(Fixtures.minutes(5), style: .offset) == "+5 minutes")
        #expect(values.date(Fixtures.minutes(-125), style: .offset) == "-2 hours")
        #expect(values.date(Fixtures.now.addingTimeInterval(1), style: .offset) == "+1 second")
        #expect(values.date(Fixtures.now, style: .offset) == "0 seconds")
    }

    @Test("ProgressView(timerInterval:) fills counting up and empties counting down; an empty interval has no value")
    func timerFraction() {
        let interval = Fixtures.minutes(-15)...Fixtures.minutes(45)
        #expect(values.timerFraction(interval, countsDown: false) == 0.25)
        #expect(values.timerFraction(interval, countsDown: true) == 0.75)
        #expect(values.timerFraction(Fixtures.now...Fixtures.now, countsDown: true) == nil)
    }
}
