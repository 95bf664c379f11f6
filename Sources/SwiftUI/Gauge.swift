import TapbenchCore

/// A value within a range, drawn as a bar with its current value label (or its label, when it has no
/// current value label) and the share of the range it fills.
///
/// ```swift
/// Gauge(value: context.state.charge, in: 0...100) {
///     Image(systemName: "bolt.car")
/// } currentValueLabel: {
///     Text("\(Int(context.state.charge))%")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
public struct Gauge: View, PrimitiveView {
    let node: ViewNode

    public init<V: BinaryFloatingPoint, Label: View>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        node = Self.node(value, bounds, label: evaluate(label()))
    }

    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        node = Self.node(value, bounds, label: evaluate(currentValueLabel()))
    }

    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        node = Self.node(value, bounds, label: evaluate(currentValueLabel()))
    }

    private static func node<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>, label: ViewNode) -> ViewNode {
        .progress(value: Double(value - bounds.lowerBound), total: Double(bounds.upperBound - bounds.lowerBound), label: label)
    }
}

/// How a `Gauge` looks: a ring or a bar, with or without its capacity. A text picture draws every gauge
/// as a bar.
public protocol GaugeStyle: Sendable {}

public struct DefaultGaugeStyle: GaugeStyle {}
public struct AccessoryCircularGaugeStyle: GaugeStyle {}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {}
public struct AccessoryLinearGaugeStyle: GaugeStyle {}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {}
public struct LinearCapacityGaugeStyle: GaugeStyle {}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> Self { self }
}
