import Synchronization

/// A request to stop after the command that is running, made from a signal handler.
final class Stopping: Sendable {
    private let flag = Atomic(false)

    func request() { flag.store(true, ordering: .relaxed) }

    var requested: Bool { flag.load(ordering: .relaxed) }
}
