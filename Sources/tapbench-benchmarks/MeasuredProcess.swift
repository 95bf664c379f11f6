import Foundation

/// One whole `tapbench` process as users run it, measured by `/usr/bin/time`: its wall time, and the peak
/// resident memory of the process or of the worker it waited for, whichever is larger. (A process this one
/// started itself would count this one's memory as its own: `exec` keeps the peak of the memory it replaces.)
struct MeasuredProcess {
    let wall: Duration
    let peakKilobytes: Int
    let status: Int32

    /// The `tapbench` measured: the one built beside the benchmarks, or the one `TAPBENCH_EXECUTABLE` names,
    /// so that a build of another commit prints its figures by the same code.
    static var executable: String {
        ProcessInfo.processInfo.environment["TAPBENCH_EXECUTABLE"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tapbench").path
    }

    /// Runs `tapbench ARGUMENTS` with standard input read from `input` (else empty), its output thrown away.
    static func run(_ arguments: [String], input: URL? = nil) throws -> MeasuredProcess {
        let path = "/usr/bin/time"
        let peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-peak-\(getpid())")
        defer { try? FileManager.default.removeItem(at: peakFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input?.path ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path, "-f", "%M", "-o", peakFile.path, executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("cannot wait for \(path): \(String(cString: strerror(errno)))") }
        }
        let wall = clock.now - start
        let peak = (try? String(contentsOf: peakFile, encoding: .utf8)).flatMap { Int($0.split(separator: "\n").last ?? "") }
        guard let peak else { throw BenchmarkFailure("\(path) reported no peak memory for tapbench \(arguments.joined(separator: " "))") }
        return MeasuredProcess(wall: wall, peakKilobytes: peak, status: (status >> 8) & 0xFF)
    }

    /// Runs it `rounds` times and keeps the run of median wall time; fails unless every run exits 0.
    static func median(of rounds: Int, _ arguments: [String], input: URL? = nil) throws -> MeasuredProcess {
        var runs: [MeasuredProcess] = []
        for _ in 0..<rounds {
            let run = try run(arguments, input: input)
            guard run.status == 0 else { throw BenchmarkFailure("tapbench \(arguments.joined(separator: " ")) exited \(run.status)") }
            runs.append(run)
        }
        let sortedByWall = runs.sorted { $0.wall < $1.wall }
        let peaks = runs.map(\.peakKilobytes).sorted()
        return MeasuredProcess(wall: sortedByWall[rounds / 2].wall, peakKilobytes: peaks[rounds / 2], status: 0)
    }
}
