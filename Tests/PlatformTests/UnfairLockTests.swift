import os
import Testing

/// A counter guarded as app code guards shared state with `os`'s lock (Apple's "os_unfair_lock_lock").
final class GuardedCounter: @unchecked Sendable {
    private let lock: os_unfair_lock_t
    private var count = 0

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: os_unfair_lock())
    }

    deinit { lock.deallocate() }

    func increment() {
        os_unfair_lock_lock(lock)
        count += 1
        os_unfair_lock_unlock(lock)
    }

    var value: Int {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return count
    }

    /// Whether the lock could be taken now; takes and gives it back.
    func isFree() -> Bool {
        guard os_unfair_lock_trylock(lock) else { return false }
        os_unfair_lock_unlock(lock)
        return true
    }

    func holding<T>(_ body: () -> T) -> T {
        os_unfair_lock_lock(lock)
        defer { os_unfair_lock_unlock(lock) }
        return body()
    }
}

@Suite("import os")
struct UnfairLockTests {
    @Test("four tasks adding 5,000 each under os_unfair_lock lose no increment")
    func noLostIncrements() async {
        let counter = GuardedCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<5_000 { counter.increment() } }
            }
        }
        #expect(counter.value == 20_000)
    }

    @Test("os_unfair_lock_trylock fails while the lock is held and succeeds once it is given back")
    func tryLock() {
        let counter = GuardedCounter()
        #expect(counter.holding { counter.isFree() } == false)
        #expect(counter.isFree())
    }
}
