@testable import Tapbench
import TapbenchCore
import Testing

/// What a supervisor starts a worker with, written and read back.
@Suite("Worker options")
struct WorkerOptionsTests {
    @Test("options read back as written, whatever their values: far clocks, paths with spaces and dashes, every flag")
    func roundTrip() throws {
        var random = SplitMix64(seed: 0x574F_524B)
        let clocks: [Double?] = [nil, 0, -62_135_596_800, 253_402_300_799.999, 1_777_078_800.25]
        let paths: [String?] = [nil, "/tmp/a b", "--seed", "/ünïcode/🍜", ""]
        for _ in 0..<300 {
            let options = WorkerOptions(
                clock: clocks[random.next(below: clocks.count)], seed: random.next(), directory: paths[random.next(below: paths.count)],
                events: random.next(below: 2) == 1, recording: random.next(below: 2) == 1, resume: paths[random.next(below: paths.count)])
            #expect(try WorkerOptions(arguments: options.arguments) == options)
        }
    }

    @Test("an argument a supervisor never writes gets one line that says what was wrong")
    func badArguments() {
        let cases: [([String], String)] = [
            (["--seed"], "--seed needs a value"),
            (["--seed", "-1"], "--seed takes a whole number, not '-1'"),
            (["--clock", "soon"], "--clock takes seconds since 1970, not 'soon'"),
            (["--clock", "inf"], "--clock takes seconds since 1970, not 'inf'"),
            (["--verbose"], "'--verbose' is not an option of a worker"),
        ]
        for (arguments, problem) in cases {
            #expect(throws: WorkerOptionsError(problem: problem)) { try WorkerOptions(arguments: arguments) }
        }
    }
}
