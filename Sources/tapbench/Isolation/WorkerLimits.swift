import CWorker
import Foundation

/// Bounds a worker process: it dies with its supervisor, and an app that allocates without end hits a
/// ceiling and crashes, which the supervisor reports, instead of taking the machine's memory.
enum WorkerLimits {
    /// The most address space a worker may map: a bound for the bench, not a model of iOS, whose own
    /// limits for a background app are far lower and not published. Generous, since a Swift process
    /// reserves much more address space than it uses.
    static let addressSpace: rlim_t = 8 << 30

    static func apply() {
        _ = tapbench_set_parent_death_signal(SIGKILL)
        if getppid() == 1 { exit(0) }
        var limit = rlimit(rlim_cur: addressSpace, rlim_max: addressSpace)
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    }
}
