import Synchronization

/// The sandbox slots of a batch of sessions (`replay`, `explore`, `coverage`): each session running takes the lowest
/// free one and gives it back when it ends, so a batch of any length that runs N sessions at once uses N sandbox paths,
/// and N assembled copies (`AssembledCopy`) fork its sessions' first workers.
///
/// ```swift
/// let sandbox = try Sandbox(slot: SandboxSlots.shared.take())   // gives the slot back when it goes
/// ```
final class SandboxSlots: Sendable {
    static let shared = SandboxSlots()

    private let taken = Mutex<Set<Int>>([])
    private let used = Atomic(false)

    /// Whether this process's sessions take slots: a batch command (`replay`, `explore`, `coverage`) says so before its
    /// first session. The REPL's sessions do not, so that a `reset` reads the app's files again, as they stand.
    var inUse: Bool { used.load(ordering: .relaxed) }

    /// From now on, this process's sessions take slots, and their first workers come from assembled copies.
    func use() { used.store(true, ordering: .relaxed) }

    /// The lowest slot no session holds.
    func take() -> Int {
        taken.withLock { taken in
            let slot = (0...).first { !taken.contains($0) }!
            taken.insert(slot)
            return slot
        }
    }

    func give(back slot: Int) {
        _ = taken.withLock { $0.remove(slot) }
    }
}
