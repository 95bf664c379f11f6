import Combine
import Observation

/// An `ObservableObject` a view is given and follows.
///
/// ```swift
/// struct ETAView: View {
///     @ObservedObject var tracker: DeliveryTracker
///     var body: some View { Text(tracker.etaText) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// `$tracker.etaText`: a binding to one of the object's properties.
    public var projectedValue: ObservedObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        ObjectBinding.binding(wrappedValue, keyPath)
    }
}

/// An `ObservableObject` a view creates and owns: made once, when the view is.
///
/// ```swift
/// @StateObject private var tracker = DeliveryTracker()
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }

    public var projectedValue: StateObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        ObjectBinding.binding(wrappedValue, keyPath)
    }
}

/// An `@Observable` object's properties as bindings: `@Bindable var timer: FocusTimer`, then `$timer.isPaused`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public let wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ value: Value) { wrappedValue = value }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        ObjectBinding.binding(wrappedValue, keyPath)
    }
}

/// A binding through an object's property.
enum ObjectBinding {
    static func binding<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
        Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
