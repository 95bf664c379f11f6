import TapbenchCore

/// A button's look, written as on iOS. A text picture draws every button as its label, so a style
/// changes nothing there; the button and its intent stay as they are.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(.orange, in: Capsule())
///     }
/// }
/// Button(intent: CancelDeliveryIntent()) { Text("Cancel") }.buttonStyle(PillButtonStyle())
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` styles: the button's label, and whether it is pressed (never, in a rendered widget).
public struct ButtonStyleConfiguration {
    /// The button's label, as its style places it.
    public struct Label: View, PrimitiveView {
        var node: ViewNode { .empty }
    }

    public let label = Label()
    public let isPressed = false
}

/// The system's button looks: `.plain`, `.borderless`, `.bordered`, `.borderedProminent`.
public protocol PrimitiveButtonStyle {}

public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension View {
    /// `.buttonStyle(.plain)`: how the buttons inside look; a text picture keeps them as they are.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
    /// A custom `ButtonStyle`; a text picture keeps the buttons as they are.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> Self { self }
}
