import CTapbenchWorker
import Foundation
import Synchronization

/// The assembled copies of a batch (`AssembledCopy`), one for each sandbox slot, made by the forking copy
/// (`WorkerForks`) when a slot first needs one, and made again when the slot's key changes.
///
/// ```swift
/// let pid = copies.fork(for: key, arguments: arguments, environment: sandbox.environment, descriptors: descriptors, by: forks)
/// ```
final class AssembledCopies: Sendable {
    /// A slot's copy: the key it was made for, and the socket to it, nil once it has ended without serving.
    private struct Copy {
        let key: AssembledCopyKey
        let pid: pid_t
        var socket: Int32?
    }

    private let copies = Mutex<[Int: Copy]>([:])

    /// A worker forked by the copy for `key`, made first if the slot has none for that key; nil when the copy does not
    /// serve, as when app code started something while it assembled the app, and then never again for that key.
    func fork(for key: AssembledCopyKey, arguments: [String], environment: [String: String], descriptors: [Int32], by forks: WorkerForks) -> pid_t? {
        copies.withLock { copies in
            if let copy = copies[key.slot], copy.key != key {
                Self.end(copy)
                copies[key.slot] = nil
            }
            if copies[key.slot] == nil {
                guard let made = Self.make(for: key, environment: environment, by: forks) else { return nil }
                copies[key.slot] = made
            }
            guard let copy = copies[key.slot], let socket = copy.socket else { return nil }
            if let pid = forks.request(socket: socket, arguments: arguments, environment: environment, descriptors: descriptors) { return pid }
            Self.end(copy)
            copies[key.slot]?.socket = nil
            return nil
        }
    }

    /// A copy for `key`, forked by the forking copy with the slot's environment, with nothing for its standard
    /// streams and the socket to it as its descriptor 3.
    private static func make(for key: AssembledCopyKey, environment: [String: String], by forks: WorkerForks) -> Copy? {
        var ends: [Int32] = [0, 0]
        guard tapbench_socketpair_cloexec(&ends) == 0 else { return nil }
        let nothing = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer {
            close(nothing)
            close(ends[1])
        }
        let arguments = [AssembledCopy.commandName] + WorkerOptions(clock: key.clock).arguments
        guard let pid = forks.request(socket: forks.socket, arguments: arguments, environment: environment, descriptors: [nothing, nothing, ends[1]]) else {
            close(ends[0])
            return nil
        }
        return Copy(key: key, pid: pid, socket: ends[0])
    }

    /// Ends a copy that still serves, and waits for it: it ends when its socket closes.
    private static func end(_ copy: Copy) {
        guard let socket = copy.socket else { return }
        close(socket)
        var status: Int32 = 0
        while waitpid(copy.pid, &status, 0) < 0 && errno == EINTR {}
    }
}
