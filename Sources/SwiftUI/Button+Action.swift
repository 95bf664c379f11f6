import TapbenchCore

// `Button(action:)`: in a Live Activity iOS renders it but never runs its closure; only `Button(intent:)`
// runs anything ("Adding interactivity to widgets and Live Activities"). The bench draws it as a button,
// and a tap on it, and `routes --check`, say that it does nothing.
extension Button {
    /// ```swift
    /// Button {
    ///     refresh()
    /// } label: {
    ///     Image(systemName: "arrow.clockwise")
    /// }
    /// ```
    public init<Label: View>(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        node = .actionButton(label: evaluate(label()))
    }

    /// `Button("Refresh") { refresh() }`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        node = .actionButton(label: .text(String(title)))
    }

    /// `Button("Refresh", systemImage: "arrow.clockwise") { refresh() }`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        node = .actionButton(label: .label(title: String(title), systemImage: systemImage))
    }
}

/// What a button does, for its look: `.destructive` or `.cancel`.
public struct ButtonRole: Sendable, Hashable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}
