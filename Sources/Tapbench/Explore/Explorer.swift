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

    init(surface: ExploreSurface, seed: UInt64, steps: Int, sessionLength: Int = 16, stepTimeout: Duration = .seconds(10)) {
        moves = ExploreMoves(surface: surface)
        self.seed = seed
        self.steps = steps
        self.sessionLength = sessionLength
        self.stepTimeout = stepTimeout
    }

    /// Explores until the steps are spent or `stop` says so, telling `progress` after each session.
    func run(stop: () -> Bool = { false }, progress: (ExploreReport) -> Void = { _ in }) async throws -> ExploreReport {
        var random = SplitMix64(seed: seed)
        var report = ExploreReport(seed: seed)
        var tried: Set<String> = []
        // Every URL a presentation shows is tapped once, the first time it shows: a person's tap follows it.
        var seenURLs: Set<String> = []
        while report.steps < steps, !stop() {
            let session = try open()
            defer { session.close() }
            var screen = ExploreScreen()
            var trail: [String] = []
            var taps: [String] = []
            report.sessions += 1
            while trail.count < sessionLength, report.steps < steps {
                let step = taps.isEmpty ? moves.next(on: screen, step: trail.count, known: Set(report.findings.map(\.violation.key)), tried: tried, &random) : taps.removeFirst()
                tried.insert(step)
                let outcome = await session.execute(step)
                trail.append(step)
                report.steps += 1
                report.coverage.observe(outcome.eventRecords)
                // A new break ends the session, once shrunk; one already found lets the session go on.
                if let violation = ExploreInvariant.broken(by: step, outcome),
                    !report.findings.contains(where: { $0.violation.signature == violation.signature })
                {
                    report.findings.append(try await finding(violation, trail: trail))
                    break
                }
                let before = screen.activities
                screen.observe(outcome.eventRecords)
                for number in screen.activities.subtracting(before).sorted() {
                    for (url, tap) in screen.read(show: await session.execute("show \(number)").lines, of: number) where !seenURLs.contains(url) {
                        seenURLs.insert(url)
                        taps.append(tap)
                    }
                }
            }
            progress(report)
        }
        return report
    }

    private func open() throws -> IsolatedSession {
        try IsolatedSession(timeout: stepTimeout, events: true)
    }

    /// The first rule `steps` break on a fresh device, with the index of the step that breaks it.
    func firstViolation(of steps: [String]) async throws -> (violation: ExploreViolation, at: Int)? {
        let session = try open()
        defer { session.close() }
        for (index, step) in steps.enumerated() {
            if let violation = ExploreInvariant.broken(by: step, await session.execute(step)) { return (violation, index) }
        }
        return nil
    }

    /// `violation`, which the last step of `trail` caused, with the fewest steps that still cause it there.
    private func finding(_ violation: ExploreViolation, trail: [String]) async throws -> ExploreFinding {
        let steps = await FindingShrinker.shrink(trail) { steps in
            let found = try? await firstViolation(of: steps)
            return found?.violation.signature == violation.signature && found?.at == steps.count - 1
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
    var steps = 0
    var sessions = 0
    var findings: [ExploreFinding] = []
    var coverage = ExploreCoverage()
}
