import TapbenchCore

/// A view whose controls take no tap: what `.disabled(true)` makes. "A disabled view and all of its subviews
/// can't receive interaction" (Apple's documentation, "disabled(_:)"), so its buttons, toggles and links are
/// drawn as their labels, unnumbered, and a tap finds no control there.
///
/// ```swift
/// Button(intent: ToggleTimerIntent(project: entity)) { Label("Start", systemImage: "play.fill") }
///     .disabled(project.name.isEmpty)
/// ```
public struct DisabledView<Content: View>: View {
    public typealias Body = Never

    let content: Content
    let isDisabled: Bool

    public var _evaluated: ViewNode {
        isDisabled ? content._evaluated.withoutControls : content._evaluated
    }
}

extension View {
    public func disabled(_ disabled: Bool) -> DisabledView<Self> {
        DisabledView(content: self, isDisabled: disabled)
    }
}

extension ViewNode {
    /// The tree with every control replaced by its label.
    var withoutControls: ViewNode {
        switch self {
        case .button(let button): button.label.withoutControls
        case .actionButton(let label): label.withoutControls
        case .toggle(let toggle): toggle.label.withoutControls
        case .link(let link): link.label.withoutControls
        case .progress(let value, let total, let label): .progress(value: value, total: total, label: label?.withoutControls)
        case .timerProgress(let interval, let countsDown, let label): .timerProgress(interval, countsDown: countsDown, label: label?.withoutControls)
        case .stack(let axis, let children): .stack(axis, children.map(\.withoutControls))
        case .widgetURL(let url, let child): .widgetURL(url, child.withoutControls)
        case .text, .timer, .date, .image, .label, .spacer, .empty: self
        }
    }
}
