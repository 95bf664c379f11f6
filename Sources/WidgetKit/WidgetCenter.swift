/// What app code asks of the system's widgets: to reload their timelines after its data changed. The bench runs
/// Live Activities only, and they change through ActivityKit, so reloading changes nothing here.
///
/// ```swift
/// try await activity.update(ActivityContent(state: state, staleDate: nil))
/// WidgetCenter.shared.reloadTimelines(ofKind: "OrderStatusWidget")
/// ```
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    private init() {}

    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
    public func invalidateConfigurationRecommendations() {}

    /// The widgets a person has placed: none, since the bench places no Home Screen widget.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The widgets a person has placed: none, since the bench places no Home Screen widget.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget a person has placed: its kind and family.
public struct WidgetInfo: Sendable, Hashable {
    public let kind: String
    public let family: WidgetFamily
}

/// What app code asks of Control Center's controls (iOS 18): to reload their values. The bench shows no
/// Control Center, so reloading changes nothing here.
///
/// ```swift
/// ControlCenter.shared.reloadControls(ofKind: "com.example.pizza.ovenToggle")
/// ```
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()

    private init() {}

    public func reloadAllControls() {}
    public func reloadControls(ofKind kind: String) {}
}
