import Foundation
import TapbenchCore

/// Measures the intent runner: its overhead per `perform()` on a trivial intent, against calling the
/// same closure directly, and how long after the deadline a handler that never returns is reported.
enum RunnerBenchmark {
    private static let performs = 10_000
    private static let rounds = 7
    private static let deadlineRuns = 20
    private static let budget = Duration.milliseconds(50)

    static func run() async {
        let device = Device(app: AppCatalog(name: "Benchmark", bundleIdentifier: "bench"))
        let trivial = PreparedIntent(name: "TrivialIntent", kind: .liveActivity, parameters: JSONObject()) { nil }
        let runner = IntentRunner(device: device)
        let clock = ContinuousClock()
        var direct: [Duration] = []
        var throughRunner: [Duration] = []
        for _ in 0..<rounds {
            let start = clock.now
            for _ in 0..<performs { _ = try? await trivial.perform() }
            direct.append((clock.now - start) / performs)
            let runnerStart = clock.now
            for _ in 0..<performs { _ = await runner.run(trivial) }
            throughRunner.append((clock.now - runnerStart) / performs)
            _ = device.takeEvents()
        }
        let perPerform = median(throughRunner)
        let baseline = median(direct)
        print(
            "runner: \(microseconds(perPerform)) per perform (median of \(rounds) rounds of \(performs)), "
                + "\(microseconds(perPerform - baseline)) over calling perform() directly (\(microseconds(baseline)))")

        device.changeSetting(name: "budget", value: "50ms") { $0.intentBudget = budget }
        let hang = PreparedIntent(name: "HangIntent", kind: .liveActivity, parameters: JSONObject()) {
            try await Task.sleep(for: .seconds(3600))
            return nil
        }
        var decided: [Duration] = []
        var returned: [Duration] = []
        for _ in 0..<deadlineRuns {
            let start = clock.now
            let run = await runner.run(hang)
            returned.append(clock.now - start - budget)
            decided.append(run.wallTime - budget)
        }
        print(
            "runner: an overrunning handler is reported \(milliseconds(median(returned))) after its \(milliseconds(budget)) deadline "
                + "(median of \(deadlineRuns); worst \(milliseconds(returned.max() ?? .zero)); the watchdog decides after \(milliseconds(median(decided))))")
    }

    private static func median(_ durations: [Duration]) -> Duration {
        durations.sorted()[durations.count / 2]
    }

    private static func microseconds(_ duration: Duration) -> String {
        String(format: "%.2f µs", Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6)
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f ms", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3)
    }
}
