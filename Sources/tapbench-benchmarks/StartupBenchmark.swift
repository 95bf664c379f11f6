import Foundation
import TapbenchProcessDriver

/// How long the built `tapbench`, beside this benchmark, takes from launch to its prompt at a terminal.
enum StartupBenchmark {
    private static let launches = 21

    static func run() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-startup-\(getpid())")
        let environment = ["TERM": "xterm-256color", "HOME": home.path, "XDG_STATE_HOME": home.path, "NO_COLOR": "1"]
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<launches {
            let start = clock.now
            let terminal = try PseudoTerminal(environment: environment)
            try terminal.expect("tapbench> ")
            times.append(clock.now - start)
        }
        times.sort()
        print(
            "startup: the prompt appears \(milliseconds(times[times.count / 2])) after launch (median of \(launches); "
                + "fastest \(milliseconds(times[0])), slowest \(milliseconds(times[times.count - 1])))")
    }

    private static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f ms", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }
}
