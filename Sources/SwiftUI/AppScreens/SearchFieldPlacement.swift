/// Where a screen's search field goes; the bench draws no app screens, so it only compiles.
///
/// ```swift
/// List(orders) { OrderRow(order: $0) }
///     .searchable(text: $query, placement: .navigationBarDrawer)
/// ```
public struct SearchFieldPlacement: Sendable, Hashable {
    private let name: String

    /// As the system decides.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}
