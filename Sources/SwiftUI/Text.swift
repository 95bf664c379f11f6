import TapbenchCore

/// Text, including timers that count on the device's virtual clock.
public struct Text: View, PrimitiveView {
    let node: ViewNode

    public init<S: StringProtocol>(_ content: S) { node = .text(String(content)) }
    public init(verbatim content: String) { node = .text(content) }
    public init(_ resource: LocalizedStringResource) { node = .text(resource.key) }

    /// A timer over `timerInterval`, counting down to its end (or up from its start) on the device's clock,
    /// standing still from `pauseTime` on: `Text(timerInterval: start...end, pauseTime: pausedAt, countsDown: true)`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        node = .timer(timerInterval, countsDown: countsDown, pauseTime: pauseTime, showsHours: showsHours)
    }

    /// A date as iOS writes it in `style`: `.timer`, `.relative` and `.offset` move with the device's clock;
    /// `.time` and `.date` are written in the device's locale and time zone once either is set
    /// (`1:15 AM`, `April 25, 2026`), and as the REPL's clock reads until then.
    public init(_ date: Date, style: DateStyle) {
        let environment = EnvironmentValues.current
        switch style.style {
        case .time where environment.datesFollowRegion: node = .text(environment.formatted(date, dateStyle: .none, timeStyle: .short))
        case .date where environment.datesFollowRegion: node = .text(environment.formatted(date, dateStyle: .long, timeStyle: .none))
        default: node = .date(date, style: style.style)
        }
    }

    public struct DateStyle: Sendable {
        let style: ViewNode.DateStyle
        public static let time = DateStyle(style: .time)
        public static let date = DateStyle(style: .date)
        public static let relative = DateStyle(style: .relative)
        public static let offset = DateStyle(style: .offset)
        public static let timer = DateStyle(style: .timer)
    }
}

/// A title with an SF Symbol.
public struct Label: View, PrimitiveView {
    let node: ViewNode

    public init<S: StringProtocol>(_ title: S, systemImage: String) { node = .label(title: String(title), systemImage: systemImage) }
    public init(_ title: LocalizedStringResource, systemImage: String) { node = .label(title: title.key, systemImage: systemImage) }
}

/// An SF Symbol or an asset.
public struct Image: View, PrimitiveView {
    let node: ViewNode

    public init(systemName: String) { node = .image(systemName: systemName) }
}

/// A bar that shows progress, or a spinner without a value.
public struct ProgressView: View, PrimitiveView {
    let node: ViewNode

    public init() { node = .progress(value: nil, total: 1, label: nil) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        node = .progress(value: Self.double(value), total: Double(total), label: nil)
    }

    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        node = .progress(value: Self.double(value), total: Double(total), label: evaluate(label()))
    }

    /// A bar with a label and a label for its current value, `Text("\(stops) of 12")`, shown beside the label.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        node = .progress(value: Self.double(value), total: Double(total), label: .stack(.horizontal, [evaluate(label()), evaluate(currentValueLabel())]))
    }

    private static func double<V: BinaryFloatingPoint>(_ value: V?) -> Double? {
        guard let value else { return nil }
        return Double(value)
    }
}
