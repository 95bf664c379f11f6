/// A value owned elsewhere, read and written through: `$showsDetails`, `.constant(true)`.
///
/// ```swift
/// struct DetailsToggle: View {
///     @Binding var showsDetails: Bool
///     var body: some View { Text(showsDetails ? "Hide" : "Show") }
/// }
/// DetailsToggle(showsDetails: .constant(true))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// `$order.isExpress`: a binding to one property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

/// Its reads and writes are the owner's to make safe, as SwiftUI's are: a binding of a sendable value is sendable.
extension Binding: @unchecked Sendable where Value: Sendable {}
