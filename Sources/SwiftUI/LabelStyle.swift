import TapbenchCore

/// How a label shows its title and icon (Apple's documentation, "LabelStyle"): `.titleAndIcon`, `.titleOnly`,
/// `.iconOnly`, or `.automatic`, which shows both in a Live Activity. The picture follows it: an icon-only
/// label draws as its SF Symbol, a title-only label as its words.
///
/// ```swift
/// Label("Call driver", systemImage: "phone.fill").labelStyle(.iconOnly)   // drawn (phone.fill)
/// ```
///
/// An app's own style (`func makeBody(configuration: Configuration) -> some View`) compiles; the picture
/// draws its labels as they are.
public protocol LabelStyle: Sendable {
    typealias Configuration = LabelStyleConfiguration
    /// What of a label the style keeps; nil keeps the label as it is.
    var _shown: LabelStyleParts? { get }
}

extension LabelStyle {
    public var _shown: LabelStyleParts? { nil }
}

/// What an app's own `LabelStyle` is given: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    public struct Title: View, PrimitiveView {
        var node: ViewNode { .empty }
    }

    public struct Icon: View, PrimitiveView {
        var node: ViewNode { .empty }
    }

    public let title = Title()
    public let icon = Icon()
}

/// The parts of a label a style shows.
public enum LabelStyleParts: Sendable {
    case title
    case icon
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
}

/// "A label style that only displays the title of the label" (Apple's documentation, "titleOnly").
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _shown: LabelStyleParts? { .title }
}

/// "A label style that only displays the icon of the label" (Apple's documentation, "iconOnly").
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _shown: LabelStyleParts? { .icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A view whose labels, its own and those inside it, are drawn in one style: what `.labelStyle(_:)` makes.
public struct LabelStyledView<Content: View>: View {
    public typealias Body = Never

    let content: Content
    let parts: LabelStyleParts?

    public var _evaluated: ViewNode {
        guard let parts else { return content._evaluated }
        return content._evaluated.showingLabels(parts)
    }
}

extension View {
    /// "Sets the style for labels within this view" (Apple's documentation, "labelStyle(_:)").
    public func labelStyle<S: LabelStyle>(_ style: S) -> LabelStyledView<Self> {
        LabelStyledView(content: self, parts: style._shown)
    }
}

extension ViewNode {
    /// The tree with every `Label(_:systemImage:)` in it showing only `parts`, controls' labels included.
    func showingLabels(_ parts: LabelStyleParts) -> ViewNode {
        switch self {
        case .label(let title, let systemImage):
            switch parts {
            case .title: .text(title)
            case .icon: .image(systemName: systemImage)
            }
        case .progress(let value, let total, let label): .progress(value: value, total: total, label: label?.showingLabels(parts))
        case .timerProgress(let interval, let countsDown, let label):
            .timerProgress(interval, countsDown: countsDown, label: label?.showingLabels(parts))
        case .button(let button): .button(Button(intent: button.intent, label: button.label.showingLabels(parts)))
        case .actionButton(let label): .actionButton(label: label.showingLabels(parts))
        case .toggle(let toggle):
            .toggle(Toggle(isOn: toggle.isOn, intent: toggle.intent, label: toggle.label.showingLabels(parts), flipped: toggle.flipped))
        case .link(let link): .link(Link(destination: link.destination, label: link.label.showingLabels(parts)))
        case .stack(let axis, let children): .stack(axis, children.map { $0.showingLabels(parts) })
        case .widgetURL(let url, let child): .widgetURL(url, child.showingLabels(parts))
        case .text, .timer, .date, .image, .spacer, .empty: self
        }
    }
}
