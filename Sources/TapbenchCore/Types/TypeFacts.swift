import Synchronization

/// Facts about types that never change while the program runs, worked out once per type with casts or
/// reflection and looked up after that: the app's code asks for them on every update and every view.
public final class TypeFacts<Facts: Sendable>: Sendable {
    private let known = Mutex<[ObjectIdentifier: Facts]>([:])

    public init() {}

    /// The facts for `type`, found with `find` the first time they are asked for.
    public func facts(for type: Any.Type, _ find: () -> Facts) -> Facts {
        let key = ObjectIdentifier(type)
        if let facts = known.withLock({ $0[key] }) { return facts }
        let facts = find()
        known.withLock { $0[key] = facts }
        return facts
    }
}

/// A type's name as `String(describing:)` gives it, `DeliveryAttributes`, which the device files
/// activities under.
public enum TypeName {
    private static let names = TypeFacts<String>()

    /// `TypeName.of(DeliveryAttributes.self)` is `DeliveryAttributes`. It is read from the type's metadata:
    /// `String(describing:)` first asks whether the metatype conforms to three printing protocols, and the
    /// first such question about a type searches every conformance in the program, which made naming the
    /// app's types a fifth of a worker's start.
    public static func of(_ type: Any.Type) -> String {
        names.facts(for: type) { _typeName(type, qualified: false) }
    }
}
