import TapbenchCore

/// An `ObservableObject` a view finds in its environment, put there by an ancestor's
/// `.environmentObject(_:)`.
///
/// ```swift
/// struct OrderStatusView: View {
///     @EnvironmentObject var tracker: DeliveryTracker
///     var body: some View { Text(tracker.etaText) }
/// }
///
/// OrderStatusView().environmentObject(DeliveryTracker())
/// ```
///
/// Apple's documentation ("EnvironmentObject") asks that an ancestor view set it with `environmentObject(_:)`;
/// a view that reads one no ancestor set stops the app, with SwiftUI's own message ("No ObservableObject of
/// type DeliveryTracker found…").
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject> {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current[EnvironmentObjectKey<ObjectType>.self]?.object as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// `$tracker.etaText`: a binding to one of the object's properties.
    public var projectedValue: EnvironmentObject<ObjectType> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        ObjectBinding.binding(wrappedValue, keyPath)
    }
}

/// A view evaluated with an object in its environment: what `.environmentObject(_:)` makes.
public struct EnvironmentObjectView<Content: View, ObjectType: ObservableObject>: View {
    public typealias Body = Never

    let content: Content
    let object: EnvironmentObjectBox

    public var _evaluated: ViewNode {
        var values = EnvironmentValues.current
        values[EnvironmentObjectKey<ObjectType>.self] = object
        return EnvironmentValues.$current.withValue(values) { content._evaluated }
    }
}

extension View {
    /// Puts `object` in the environment of this view and the views it builds, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> EnvironmentObjectView<Self, T> {
        EnvironmentObjectView(content: self, object: EnvironmentObjectBox(object: object))
    }
}

/// Where the environment keeps an object of one type.
private struct EnvironmentObjectKey<ObjectType: ObservableObject>: EnvironmentKey {
    static var defaultValue: EnvironmentObjectBox? { nil }
}

/// An object in the environment. Views are evaluated on one thread at a time, inside the task-local
/// environment that holds the box, so the object is never shared across threads while it is read.
struct EnvironmentObjectBox: @unchecked Sendable {
    let object: AnyObject
}
