import Foundation

/// How the benchmarks that measure cost against size print it: a median, a cost per step, and growth, the
/// ratio of the cost per step at the largest size to the cost per step at the smallest (1.00× is flat).
enum Figures {
    static func median(_ durations: [Duration]) -> Duration { durations.sorted()[durations.count / 2] }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func milliseconds(_ duration: Duration) -> String { String(format: "%.1f ms", seconds(duration) * 1000) }

    /// `8.6 µs` for 86 ms over 10,000 steps.
    static func perStep(_ duration: Duration, _ steps: Int) -> String { String(format: "%.1f µs", seconds(duration) / Double(steps) * 1e6) }

    static func rate(_ duration: Duration, _ steps: Int) -> String { String(format: "%.0f steps/s", Double(steps) / seconds(duration)) }

    /// The per-step cost at `large` steps over that at `small` steps.
    static func growth(_ small: (Duration, Int), _ large: (Duration, Int)) -> String {
        String(format: "%.2f×", (seconds(large.0) / Double(large.1)) / (seconds(small.0) / Double(small.1)))
    }

    static func megabytes(kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) / 1024) }

    /// A folder of its own in the temporary directory, for the files a benchmark generates.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
