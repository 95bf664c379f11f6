/// An object that tells before it changes: by default its `objectWillChange` sends before any of its
/// `@Published` properties changes (Apple, "ObservableObject"). SwiftUI's `@ObservedObject` and
/// `@StateObject` hold such objects; a rendered widget reads them once, so nothing here redraws.
///
/// ```swift
/// final class DeliveryTracker: ObservableObject {
///     @Published var etaText = "12 min"
/// }
///
/// tracker.objectWillChange.sink { needsRefresh = true }.store(in: &cancellables)
/// ```
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's one publisher, shared by all its `@Published` properties. An object with none
    /// has nothing that sends, and gets a new publisher each time.
    public var objectWillChange: ObservableObjectPublisher {
        let fields = PublishedFields.of(self)
        if let shared = fields.lazy.compactMap(\.objectWillChange).first { return shared }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.objectWillChange = publisher }
        return publisher
    }
}

extension ObservableObject {
    /// The publisher that an `@Published` property of this object sends on before it changes.
    var willChangePublisher: ObservableObjectPublisher? { objectWillChange as? ObservableObjectPublisher }
}

/// What an `ObservableObject` sends before it changes: a signal with no value.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    public init() {}

    /// Tells subscribers that the object is about to change.
    public func send() { subscribers.send(()) }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

/// The `@Published` properties of an object, through its class and superclasses, found by reflection.
enum PublishedFields {
    static func of(_ object: AnyObject) -> [PublishedFieldStorage] {
        var fields: [PublishedFieldStorage] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            fields += current.children.compactMap { ($0.value as? any PublishedField)?.fieldStorage }
            mirror = current.superclassMirror
        }
        return fields
    }
}

/// An `@Published` property as reflection sees it.
protocol PublishedField {
    var fieldStorage: PublishedFieldStorage { get }
}

/// What every `@Published` property of an object shares: the object's `objectWillChange`.
class PublishedFieldStorage {
    var objectWillChange: ObservableObjectPublisher?
}
