import Synchronization

/// A value made the first time it is read and kept from then on, whichever thread reads it.
final class LazyValue<Value: Sendable>: Sendable {
    private let state: Mutex<Value?>
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(nil)
        self.make = make
    }

    init(made value: Value) {
        state = Mutex(value)
        make = { value }
    }

    var value: Value {
        state.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
