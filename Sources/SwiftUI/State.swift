/// A view's own value. A widget is rendered, not run: `@State` keeps the value it starts with, and a
/// write changes nothing, as in a Live Activity on iOS.
///
/// ```swift
/// struct DeliveryStatusView: View {
///     @State private var showsDetails = false
///     var body: some View { Text(showsDetails ? "Details" : "Summary") }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    private let initialValue: Value

    public init(wrappedValue value: Value) { initialValue = value }
    public init(initialValue value: Value) { initialValue = value }

    public var wrappedValue: Value {
        get { initialValue }
        nonmutating set {}
    }

    /// `$showsDetails`: a binding that reads the value and, in a rendered widget, keeps it.
    public var projectedValue: Binding<Value> {
        let value = initialValue
        return Binding(get: { value }, set: { _ in })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initialValue = nil }
}

/// A state of a sendable value is sendable, so a view of such state is too, and a button's `@MainActor` action may
/// use it, as a view's body on the main actor does on iOS.
extension State: Sendable where Value: Sendable {}
