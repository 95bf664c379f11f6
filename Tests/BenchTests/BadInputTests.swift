import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Bad input never crashes and never changes state: one line names the problem and suggests the fix.
@Suite("Bad input")
struct BadInputTests {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    /// Runs a bad line after a known good state, and checks that nothing changed.
    func failure(_ line: String) async -> CommandError? {
        if session.device.activities.isEmpty { _ = await session.execute("start Delivery --stale +15m") }
        let before = (session.device.activities, session.device.now, session.device.settings)
        let outcome = await session.execute(line)
        #expect(outcome.events.isEmpty, "\(line) caused \(outcome.events.names)")
        #expect(session.device.activities == before.0)
        #expect(session.device.now == before.1)
        #expect(session.device.settings == before.2)
        #expect(outcome.error?.message.contains("\n") == false)
        return outcome.error
    }

    @Test("an unknown command suggests the closest")
    func unknownCommand() async {
        #expect(await failure("strat Delivery")?.message == "unknown command 'strat' — did you mean 'start'?")
    }

    @Test("an unknown type suggests the closest and lists the registered ones")
    func unknownType() async {
        let error = await failure("start Delivry")
        #expect(
            error?.message
                == "unknown activity type 'Delivry' — did you mean 'Delivery'? (registered: DeliveryAttributes, RideAttributes, AdventureAttributes, DemoWidgetAttributes, TakeoutAttributes, WorkoutTimerAttributes)"
        )
        #expect(error?.column == 6)
    }

    @Test("an unknown field suggests the closest field name")
    func unknownField() async {
        #expect(
            await failure("update 1 stpe=onTheWay")?.message
                == "unknown field 'stpe' for DeliveryAttributes.ContentState — did you mean 'step'? (fields: step, etaSeconds, driverLocation, progress)")
        #expect(await failure("start Delivery ordrNumber=1")?.message.hasPrefix("unknown field 'ordrNumber' for DeliveryAttributes — did you mean 'orderNumber'?") == true)
    }

    @Test("a wrong value type names the field and the expected type")
    func wrongValueType() async {
        #expect(
            await failure("update 1 etaSeconds=soon")?.message
                == "DeliveryAttributes.ContentState: etaSeconds: expected an integer, found a string")
        #expect(
            await failure("update 1 step=arivng")?.message
                == "DeliveryAttributes.ContentState: step: \"arivng\" is not a DeliveryStep: expected one of preparing, pickedUp, onTheWay, arriving, delivered — did you mean 'arriving'?"
        )
    }

    @Test("a static attribute cannot change in an update")
    func attributeInUpdate() async {
        #expect(
            await failure("update 1 orderNumber=B-1")?.message
                == "'orderNumber' is a static attribute of DeliveryAttributes; it is set at the start and cannot change")
    }

    @Test("a malformed duration or time shows the forms that work")
    func malformedDuration() async {
        #expect(await failure("advance 5x")?.message == "'5x' is not a duration — write 500ms, 90s, 15m, 2h or 1h30m")
        #expect(await failure("advance")?.message == "missing DURATION — usage: advance DURATION")
        #expect(await failure("update 1 --stale soon")?.message == "'soon' is not a time — write +15m, 03:00 or 2026-04-25T03:00:00Z")
    }

    @Test("the clock never moves back")
    func clockBackwards() async {
        #expect(
            await failure("clock 2026-04-25T00:00:00Z")?.message
                == "the clock only moves forward: it is 2026-04-25T01:00:00Z, and 2026-04-25T00:00:00Z is earlier (try +15m)")
    }

    @Test("an unknown activity id says which ids exist")
    func unknownID() async {
        #expect(await failure("update 7 step=arriving")?.message == "no activity 7: activities are numbered 1 to 1 (see 'list')")
        #expect(await failure("end abc")?.message == "no activity 'abc' — use a number from 'list', 1 to 1")
    }

    @Test("unknown options, settings and values suggest what would work")
    func unknownOptions() async {
        #expect(await failure("start Delivery --stael +15m")?.message == "unknown option '--stael' for 'start' — did you mean '--stale'?")
        #expect(await failure("set live-activity off")?.message.hasPrefix("unknown setting 'live-activity' — did you mean 'live-activities'?") == true)
        #expect(await failure("set live-activities maybe")?.message == "'maybe' is not on or off")
        #expect(await failure("end 1 --dismissal later")?.message == "'later' is not a dismissal — write default, immediate or a time such as +15m")
        #expect(await failure(#"update 1 --alert "unterminated"#)?.message == "unterminated double quote — close it with \"")
    }
}
