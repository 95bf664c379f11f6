import Foundation
import TapbenchCommands
import TapbenchCore

/// Random sessions on the app, each in a worker of its own, checked against `ExploreInvariant` after every step. The
/// first break of each kind ends its session and is shrunk (`FindingShrinker`) to the fewest steps that still break
/// it; a break already found lets the session go on. The same seed explores the same sessions, step for step.
///
/// ```swift
/// let report = await Explorer(surface: ExploreSurface(catalog: catalog), seed: 1, steps: 400).run()
/// // report.findings[0].steps == ["start Delivery", "perform RefreshETAIntent orderID=B-2040"]
/// ```
struct Explorer: Sendable {
    let moves: ExploreMoves
    let seed: UInt64
    /// How many steps to explore in all, shrinking aside.
    let steps: Int
    /// How many steps a session runs before a new one starts on a fresh device.
    let sessionLength: Int
    /// How long one step may run before its worker is ended.
    let stepTimeout: Duration
    /// The team's transcript of checks, run after every step.
    let checks: ExploreChecks

    init(
        surface: ExploreSurface, seed: UInt64, steps: Int, sessionLength: Int = 16, stepTimeout: Duration = .seconds(10),
        checks: ExploreChecks = ExploreChecks()
    ) {
        moves = ExploreMoves(surface: surface)
        self.seed = seed
        self.steps = steps
        self.sessionLength = sessionLength
        self.stepTimeout = stepTimeout
        self.checks = checks
    }

    /// The rule `step`'s outcome breaks first, the team's checks last, which run on the device the step left.
    private func broken(by step: String, _ outcome: CommandOutcome, on screen: ExploreScreen, in session: IsolatedSession) async -> ExploreViolation? {
        if let violation = ExploreInvariant.broken(by: step, outcome, on: screen) { return violation }
        guard outcome.error == nil, !checks.checks.isEmpty else { return nil }
        return await checks.broken(in: session)
    }

    /// Explores until the steps are spent or `stop` says so, telling `progress` after each session.
    func run(stop: () -> Bool = { false }, progress: (ExploreReport) -> Void = { _ in }) async throws -> ExploreReport {
        var random = SplitMix64(seed: seed)
        var report = ExploreReport(seed: seed, rules: ExploreInvariant.allCases.filter { $0 != .check || !checks.checks.isEmpty })
        // Every URL a presentation shows is tapped once, the first time it shows: a person's tap follows it. So is
        // every control, once for each type and each point in an activity's life, since a control that works while
        // the activity is active may not once it is stale.
        var seenURLs: Set<String> = []
        var exercised: Set<String> = []
        var moves = moves
        while report.steps < steps, !stop() {
            let session = try open()
            defer { session.close() }
            var screen = ExploreScreen()
            var trail: [String] = []
            var queue: [(step: String, covers: String?)] = []
            report.sessions += 1
            moves.beginSession()
            while trail.count < sessionLength, report.steps < steps {
                let known = Set(report.findings.map(\.violation.key))
                let (step, covers) = queue.isEmpty || moves.hasFollowUp
                    ? (moves.next(on: screen, step: trail.count, known: known, &random), nil) : queue.removeFirst()
                if let covers { exercised.insert(covers) }
                let outcome = await session.execute(step)
                trail.append(step)
                report.steps += 1
                report.coverage.observe(outcome.eventRecords)
                // A new break ends the session, once shrunk; one already found lets the session go on.
                if let violation = await broken(by: step, outcome, on: screen, in: session),
                    !report.findings.contains(where: { $0.violation.signature == violation.signature })
                {
                    report.findings.append(try await finding(violation, trail: trail))
                    break
                }
                let before = screen
                screen.observe(outcome.eventRecords)
                moves.observe(outcome.eventRecords)
                if let number = Self.shown(by: step) {
                    for (url, tap) in screen.read(show: outcome.lines, of: number) where !seenURLs.contains(url) {
                        seenURLs.insert(url)
                        queue.append((tap, nil))
                    }
                    for gesture in screen.gestures(on: number) where !exercised.contains(gesture.covers) && !queue.contains(where: { $0.covers == gesture.covers }) {
                        queue.append(gesture)
                    }
                }
                // What just changed on screen is looked at next: a new activity, one gone stale or ended, one a push
                // changed.
                for number in screen.changed(since: before, by: outcome.eventRecords) where !queue.contains(where: { $0.step == "show \(number)" }) {
                    queue.append(("show \(number)", nil))
                }
            }
            progress(report)
        }
        return report
    }

    /// The activity `show N` draws.
    static func shown(by step: String) -> Int? {
        let words = step.split(separator: " ")
        guard words.count == 2, words[0] == "show" else { return nil }
        return Int(words[1])
    }

    private func open() throws -> IsolatedSession {
        try IsolatedSession(timeout: stepTimeout, events: true)
    }

    /// The first step of `steps`, on a fresh device, after which `violation`'s rule breaks the same way. Other breaks on
    /// the way, of rules already found, do not stop it: a session goes on past them too.
    func firstStep(breaking violation: ExploreViolation, of steps: [String]) async throws -> Int? {
        let session = try open()
        defer { session.close() }
        var screen = ExploreScreen()
        for (index, step) in steps.enumerated() {
            let outcome = await session.execute(step)
            if await broken(by: step, outcome, on: screen, in: session)?.signature == violation.signature { return index }
            screen.observe(outcome.eventRecords)
        }
        return nil
    }

    /// `violation`, which the last step of `trail` caused, with the fewest steps that still cause it there.
    private func finding(_ violation: ExploreViolation, trail: [String]) async throws -> ExploreFinding {
        let steps = await FindingShrinker.shrink(trail) { steps in
            let found = try? await firstStep(breaking: violation, of: steps)
            return found == steps.count - 1
        }
        return ExploreFinding(violation: violation, steps: steps, explored: trail.count)
    }

    /// The outcomes of `steps` on a fresh device, for the transcript of a finding.
    func outcomes(of steps: [String]) async throws -> [CommandOutcome] {
        let session = try open()
        defer { session.close() }
        var outcomes: [CommandOutcome] = []
        for step in steps { outcomes.append(await session.execute(step)) }
        return outcomes
    }
}

/// A rule broken, and the fewest steps from a fresh device that break it.
struct ExploreFinding: Sendable {
    let violation: ExploreViolation
    let steps: [String]
    /// How many steps the session had run when it broke the rule.
    let explored: Int
}

/// What an exploration did and found.
struct ExploreReport: Sendable {
    let seed: UInt64
    /// The rules checked: the team's checks only when it gave some.
    var rules = ExploreInvariant.allCases.filter { $0 != .check }
    var steps = 0
    var sessions = 0
    var findings: [ExploreFinding] = []
    var coverage = ExploreCoverage()
}
