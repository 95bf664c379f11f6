import TapbenchCore

// A label built from views of its own, as `Label { Text(…) } icon: { Image(…) }` writes it.
extension Label {
    /// A title with an icon made of views: an SF Symbol beside its words draws as `Label(_:systemImage:)`
    /// does, anything else as the icon followed by the title.
    ///
    /// ```swift
    /// Label {
    ///     Text(context.state.driverName)
    /// } icon: {
    ///     Image(systemName: "car.fill")
    /// }
    /// ```
    public init<Title: View, Icon: View>(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        let title = evaluate(title())
        let icon = evaluate(icon())
        switch (title, icon) {
        case (.text(let words), .image(let name)): node = .label(title: words, systemImage: name)
        default: node = .stack(.horizontal, [icon, title].filter { !$0.isEmpty })
        }
    }

    /// A title beside an image from the app's asset catalog: `Label("Pickup", image: "StoreIcon")`.
    public init<S: StringProtocol>(_ title: S, image name: String) { node = .label(title: String(title), systemImage: name) }
}
