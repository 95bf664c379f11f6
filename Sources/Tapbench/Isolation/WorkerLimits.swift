import Foundation

/// Bounds a worker process: an app that allocates without end hits a ceiling and crashes, which the
/// supervisor reports, instead of taking the machine's memory.
enum WorkerLimits {
    /// The most address space a worker may map: a bound for the bench, not a model of iOS, whose own
    /// limits for a background app are far lower and not published. Generous, since a Swift process
    /// reserves much more address space than it uses.
    static let addressSpace: rlim_t = 8 << 30

    static func apply() {
        var limit = rlimit(rlim_cur: addressSpace, rlim_max: addressSpace)
        setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
    }
}
