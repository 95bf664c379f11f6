import TapbenchCore

/// What a view shows when it has nothing to show (iOS 17), such as a widget before the app has any data: its
/// label, then its description and actions, one under the other.
///
/// ```swift
/// ContentUnavailableView {
///     Image(systemName: "stopwatch")
///     Text("Start tracking projects in Save Nine.")
/// }
/// ContentUnavailableView("No deliveries", systemImage: "box.truck", description: Text("Order to follow it here."))
/// ```
public struct ContentUnavailableView: View, PrimitiveView {
    let node: ViewNode

    public init<Label: View, Description: View, Actions: View>(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        node = Self.column([evaluate(label()), evaluate(description()), evaluate(actions())])
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        node = Self.column([.label(title: String(title), systemImage: systemImage), description.map(evaluate) ?? .empty])
    }

    private static func column(_ parts: [ViewNode]) -> ViewNode {
        let shown = parts.filter { !$0.isEmpty }
        return shown.count == 1 ? shown[0] : .stack(.vertical, shown)
    }
}
