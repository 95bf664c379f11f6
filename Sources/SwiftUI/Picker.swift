import TapbenchCore

/// A choice of one value among several, as an app's screen offers it. A rendered Live Activity takes no
/// input but through intents, so the picture shows the picker's label; its options and style change nothing.
///
/// ```swift
/// Picker("Select Duration", selection: $selectedDuration) {
///     ForEach(1...60, id: \.self) { minute in Text("\(minute) min") }
/// }
/// .pickerStyle(.menu)
/// ```
public struct Picker: View, PrimitiveView {
    let node: ViewNode

    public init<S: StringProtocol, SelectionValue: Hashable, Content: View>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        node = .text(String(title))
    }

    public init<SelectionValue: Hashable, Content: View>(
        _ title: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        node = .text(title.key)
    }

    /// `Picker("Sauce", systemImage: "drop.fill", selection: $sauce) { … }`.
    public init<S: StringProtocol, SelectionValue: Hashable, Content: View>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        node = .label(title: String(title), systemImage: systemImage)
    }

    public init<SelectionValue: Hashable, Content: View, Label: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        node = evaluate(label())
    }
}

/// How a picker shows its options: `.menu`, `.segmented`, `.wheel`, `.inline`, `.navigationLink`,
/// `.palette`, or `.automatic`. A text picture draws every picker by its label.
public protocol PickerStyle: Sendable {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// The look of the pickers in this view; the picture is the same.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }

    /// The value a picker's option stands for: `Text("Large").tag(PizzaSize.large)`. The picture is the same.
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
}
