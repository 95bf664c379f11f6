import Foundation
import TapbenchCore

/// An `@Parameter` seen through reflection, whatever its value type.
protocol ReflectedParameter: AnyObject {
    func info(name: String) -> IntentParameterInfo?
    /// Sets the value from QA's text; false when the text is not a value of the type.
    func set(text: String, now: Date) -> Bool
    /// Sets the value from a typed value, such as a toggle's new `Bool`.
    func set(value: Any) -> Bool
    /// The value as JSON, or nil when unset without a default.
    var json: JSONValue? { get }
    /// Gives `other`, a parameter of the same type on another instance, this one's value if it has one.
    func copyValue(to other: any ReflectedParameter)
}

extension IntentParameter: ReflectedParameter {
    private var codec: ParameterCodec? { ParameterTypeFacts.of(Value.self).codec }
    private var isOptional: Bool { ParameterTypeFacts.of(Value.self).isOptional }

    func info(name: String) -> IntentParameterInfo? {
        guard let codec else { return nil }
        return IntentParameterInfo(
            name: name, title: title.key, typeName: codec.typeName, isOptional: isOptional,
            defaultValue: defaultValue.flatMap { codec.json(unwrapped($0)) }, cases: codec.cases)
    }

    func set(text: String, now: Date) -> Bool {
        guard let codec, let parsed = codec.parse(text, now) else { return false }
        return set(value: parsed)
    }

    func set(value: Any) -> Bool {
        guard let value = value as? Value else { return false }
        wrappedValue = value
        return true
    }

    func copyValue(to other: any ReflectedParameter) {
        guard hasValue else { return }
        _ = other.set(value: wrappedValue)
    }

    var json: JSONValue? {
        guard let codec else { return nil }
        if !isOptional, defaultValue == nil, !hasValue { return nil }
        return codec.json(unwrapped(wrappedValue)) ?? .null
    }

    /// `Optional(x)` → `x`, so codecs see the base value.
    private func unwrapped(_ value: Value) -> Any {
        guard isOptional, let optional = value as? any OptionalParameterValue else { return value }
        return optional.wrappedValue ?? value
    }
}

/// The `@Parameter` properties of an intent, by name, in declaration order.
func reflectedParameters(of intent: Any) -> [(name: String, parameter: any ReflectedParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any ReflectedParameter else { return nil }
        return (String(label.dropFirst()), parameter)
    }
}
