/// Something that can stop what it started: a subscription stops delivering values.
public protocol Cancellable {
    func cancel()
}

/// A subscription kept for as long as its owner keeps it: it cancels itself when released, as Apple's
/// documentation of `AnyCancellable` says ("automatically calls `cancel()` when deinitialized").
///
/// ```swift
/// private var cancellables = Set<AnyCancellable>()
///
/// tracker.$etaText
///     .sink { eta in logger.info("ETA \(eta)") }
///     .store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var stop: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { stop = cancel }

    public convenience init<Canceller: Cancellable>(_ canceller: Canceller) {
        self.init(canceller.cancel)
    }

    deinit { stop?() }

    /// Stops the subscription; cancelling twice does nothing more.
    public func cancel() {
        let stopping = stop
        stop = nil
        stopping?()
    }

    /// Keeps the subscription in a set that its owner holds.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the subscription in a collection that its owner holds.
    public func store<Cancellables: RangeReplaceableCollection>(in collection: inout Cancellables) where Cancellables.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
