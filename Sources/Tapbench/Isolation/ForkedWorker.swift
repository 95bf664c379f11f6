import CTapbenchWorker

/// The arguments of a worker forked by `WorkerForks`, which Swift's `CommandLine` does not know.
enum ForkedWorker {
    /// `["worker", …]` in a forked worker; nil in any other process.
    static var arguments: [String]? {
        guard var list = tapbench_forked_worker_arguments() else { return nil }
        var arguments: [String] = []
        while let argument = list.pointee {
            arguments.append(String(cString: argument))
            list += 1
        }
        return arguments
    }
}
