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
        #expect(values.date(Fixtures.minutes(5), style: .relative) == "in 5 min")
        #expect(values.date(Fixtures.minutes(-5), style: .relative) == "5 min ago")
        #expect(values.date(Fixtures.now.addingTimeInterval(342), style: .timer) == "5:42")
        #expect(values.date(Fixtures.minutes(-2), style: .timer) == "2:00")
    }

    @Test func relativeTimeUsesTheLargestUnit() {
        #expect(DisplayValues.relative(0) == "now")
        #expect(DisplayValues.relative(42) == "in 42 sec")
        #expect(DisplayValues.relative(-125) == "2 min ago")
        #expect(DisplayValues.relative(7500) == "in 2 hr 5 min")
        #expect(DisplayValues.relative(-7200) == "2 hr ago")
        #expect(DisplayValues.relative(90_000) == "in 1 day")
        #expect(DisplayValues.relative(-3 * 86_400) == "3 days ago")
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

    @Test("Text(_:style: .offset) signs the distance from now")
    func offset() {
        #expect(values.date(Fixtures.minutes(5), style: .offset) == "+5 min")
        #expect(values.date(Fixtures.minutes(-125), style: .offset) == "-2 hr 5 min")
        #expect(values.date(Fixtures.now, style: .offset) == "now")
    }

    @Test("ProgressView(timerInterval:) fills counting up and empties counting down; an empty interval has no value")
    func timerFraction() {
        let interval = Fixtures.minutes(-15)...Fixtures.minutes(45)
        #expect(values.timerFraction(interval, countsDown: false) == 0.25)
        #expect(values.timerFraction(interval, countsDown: true) == 0.75)
        #expect(values.timerFraction(Fixtures.now...Fixtures.now, countsDown: true) == nil)
    }
}
