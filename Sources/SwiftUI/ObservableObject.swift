/// An object whose changes views follow, as Combine's is on iOS: `objectWillChange` tells of a change
/// before it happens. A rendered widget reads the object once, so nothing here schedules a redraw.
///
/// ```swift
/// final class DeliveryTracker: ObservableObject {
///     @Published var etaText = "12 min"
/// }
/// ```
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// What `objectWillChange` is: something an object calls `send()` on before it changes.
public final class ObservableObjectPublisher: Sendable {
    public init() {}
    public func send() {}
}

/// A property of an `ObservableObject` whose changes views follow.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { wrappedValue = initialValue }
}
