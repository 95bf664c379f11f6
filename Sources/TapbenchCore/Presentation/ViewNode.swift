import Foundation

/// A presentation, evaluated for one activity's content: what is on screen and what can be tapped.
/// The WidgetKit facade builds it from SwiftUI-shaped code; the REPL draws it and taps it.
public indirect enum ViewNode: Sendable {
    case text(String)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a timer that runs on the virtual clock,
    /// and stands still from `pauseTime` on.
    case timer(ClosedRange<Date>, countsDown: Bool, pauseTime: Date? = nil, showsHours: Bool = true)
    /// `Text(date, style: .relative)` and friends, shown relative to the virtual clock.
    case date(Date, style: DateStyle)
    case image(systemName: String)
    case label(title: String, systemImage: String)
    /// `ProgressView(value:total:)`; `value` nil is an indeterminate spinner.
    case progress(value: Double?, total: Double, label: ViewNode?)
    /// `ProgressView(timerInterval:countsDown:)`: a bar that fills (or empties, counting down) on the
    /// virtual clock over the interval.
    case timerProgress(ClosedRange<Date>, countsDown: Bool, label: ViewNode?)
    case button(Button)
    /// `Button(action:)`: drawn as a button, but in a Live Activity iOS never runs its closure; only
    /// `Button(intent:)` runs anything ("Adding interactivity to widgets and Live Activities").
    case actionButton(label: ViewNode)
    case toggle(Toggle)
    case link(Link)
    case stack(Axis, [ViewNode])
    case spacer
    /// `.widgetURL(_:)` on a view: a tap anywhere outside a control opens it.
    case widgetURL(String?, ViewNode)
    case empty

    public enum Axis: Sendable {
        case vertical
        case horizontal
        /// `ZStack`: drawn in order, one over the other.
        case depth
    }

    public enum DateStyle: Sendable {
        case time
        case date
        case relative
        case offset
        case timer
    }

    /// `Button(intent:)`.
    public struct Button: Sendable {
        public let intent: PreparedIntent
        public let label: ViewNode

        public init(intent: PreparedIntent, label: ViewNode) {
            self.intent = intent
            self.label = label
        }
    }

    /// `Toggle(isOn:intent:)`: `flipped(to:)` is the intent with its `value` set to the new state.
    public struct Toggle: Sendable {
        public let isOn: Bool
        public let intent: PreparedIntent
        public let label: ViewNode
        public let flipped: @Sendable (Bool) -> PreparedIntent

        public init(isOn: Bool, intent: PreparedIntent, label: ViewNode, flipped: @escaping @Sendable (Bool) -> PreparedIntent) {
            self.isOn = isOn
            self.intent = intent
            self.label = label
            self.flipped = flipped
        }

        /// What `flipped(value).signature` reads, without preparing the intent: a `SetValueIntent`'s
        /// parameters with `value` set. Drawing shows it for every toggle on screen.
        public func flippedSignature(_ value: Bool) -> String {
            var parameters = intent.parameters
            if parameters["value"] != nil { parameters["value"] = .bool(value) }
            return PreparedIntent(name: intent.name, kind: intent.kind, parameters: parameters) { nil }.signature
        }
    }

    /// `Link(destination:)`.
    public struct Link: Sendable {
        public let destination: String
        public let label: ViewNode

        public init(destination: String, label: ViewNode) {
            self.destination = destination
            self.label = label
        }
    }
}

extension ViewNode {
    /// The words a person would read on it, in order: how a tap names an element by its label.
    public var readableText: String {
        switch self {
        case .text(let text): text
        case .timer, .date, .progress, .timerProgress, .spacer, .empty: ""
        case .image(let name): name
        case .label(let title, _): title
        case .button(let button): button.label.readableText
        case .actionButton(let label): label.readableText
        case .toggle(let toggle): toggle.label.readableText
        case .link(let link): link.label.readableText
        case .stack(_, let children): children.map(\.readableText).filter { !$0.isEmpty }.joined(separator: " ")
        case .widgetURL(_, let child): child.readableText
        }
    }

    /// True for `.empty`: a view that draws nothing, such as `EmptyView` or a shape.
    public var isEmpty: Bool {
        if case .empty = self { true } else { false }
    }

    /// Every `widgetURL` declared inside, outermost first.
    public var widgetURLs: [String?] {
        switch self {
        case .widgetURL(let url, let child): [url] + child.widgetURLs
        case .stack(_, let children): children.flatMap(\.widgetURLs)
        case .button(let button): button.label.widgetURLs
        case .actionButton(let label): label.widgetURLs
        case .toggle(let toggle): toggle.label.widgetURLs
        case .link(let link): link.label.widgetURLs
        case .progress(_, _, let label?), .timerProgress(_, _, let label?): label.widgetURLs
        default: []
        }
    }

    /// The tappable elements, depth first, in reading order.
    public var controls: [ViewNode] {
        switch self {
        case .button, .actionButton, .toggle, .link: [self]
        case .stack(_, let children): children.flatMap(\.controls)
        case .widgetURL(_, let child): child.controls
        case .progress(_, _, let label?), .timerProgress(_, _, let label?): label.controls
        default: []
        }
    }
}
