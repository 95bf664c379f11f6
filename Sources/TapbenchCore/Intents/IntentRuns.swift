import Foundation

/// The intent runs the device has seen: how many began, which were cut off (at their budget, or by QA), and
/// where a recorded Ctrl-C cuts a run off on the virtual clock. What an abandoned run does later is dropped, as
/// iOS drops the work of an app it has ended.
struct IntentRuns: Sendable, Codable {
    /// Runs begun so far; the next run's number is one more.
    private(set) var count = 0
    private var abandoned: Set<Int> = []
    private var finished: Set<Int> = []
    private var cutOffs: [Int: Date] = [:]
    private var holds: [Int: Date] = [:]

    /// Numbers a new run.
    mutating func begin() -> Int {
        count += 1
        return count
    }

    func isAbandoned(_ run: Int) -> Bool { abandoned.contains(run) }

    mutating func abandon(_ run: Int) { abandoned.insert(run) }

    mutating func finish(_ run: Int) { finished.insert(run) }

    /// Begun, and neither finished nor abandoned.
    func isUnderWay(_ run: Int) -> Bool { run <= count && !abandoned.contains(run) && !finished.contains(run) }

    /// Where, on the virtual clock, a recorded Ctrl-C cancels `run`.
    func cutOff(of run: Int) -> Date? { cutOffs[run] }

    mutating func setCutOff(of run: Int, at date: Date) { cutOffs[run] = date }

    /// Where, on the virtual clock, `run` waits for something to land in it (`perform … --tap-at`).
    func hold(of run: Int) -> Date? { holds[run] }

    mutating func setHold(of run: Int, at date: Date?) { holds[run] = date }
}
