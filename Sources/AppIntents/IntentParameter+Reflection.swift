@_spi(Reflection) import Swift
import Foundation
import TapbenchCore

/// An `@Parameter` seen through reflection, whatever its value type.
protocol ReflectedParameter: AnyObject, SendableMetatype {
    func info(name: String) -> IntentParameterInfo?
    /// Sets the value from QA's text; false when the text is not a value of the type.
    func set(text: String, now: Date) -> Bool
    /// Sets the value from a typed value, such as a toggle's new `Bool`.
    func set(value: Any) -> Bool
    /// The value as JSON, or nil when unset without a default.
    var json: JSONValue? { get }
    /// Gives `other`, a parameter of the same type on another instance, this one's value if it has one.
    func copyValue(to other: any ReflectedParameter)
    /// The wrapper stored at `address`, an intent's field of this type.
    static func load(from address: UnsafeRawPointer) -> any ReflectedParameter
}

extension IntentParameter: ReflectedParameter {
    private var facts: ParameterTypeFacts { ParameterTypeFacts.of(Value.self) }

    func info(name: String) -> IntentParameterInfo? {
        let facts = facts
        guard let codec = facts.codec else { return nil }
        return IntentParameterInfo(
            name: name, title: title.key, typeName: codec.typeName, isOptional: facts.isOptional,
            defaultValue: defaultValue.flatMap { codec.json(unwrapped($0, isOptional: facts.isOptional)) }, cases: codec.cases)
    }

    func set(text: String, now: Date) -> Bool {
        guard let codec = facts.codec, let parsed = codec.parse(text, now) else { return false }
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
        let facts = facts
        guard let codec = facts.codec else { return nil }
        if !facts.isOptional, defaultValue == nil, !hasValue { return nil }
        return codec.json(unwrapped(wrappedValue, isOptional: facts.isOptional)) ?? .null
    }

    /// `Optional(x)` → `x`, so codecs see the base value.
    private func unwrapped(_ value: Value, isOptional: Bool) -> Any {
        guard isOptional, let optional = value as? any OptionalParameterValue else { return value }
        return optional.wrappedValue ?? value
    }
}

/// The `@Parameter` properties of an intent, by name, in declaration order.
func reflectedParameters<Intent>(of intent: Intent) -> [(name: String, parameter: any ReflectedParameter)] {
    guard let fields = ParameterLayout.of(Intent.self).fields else { return mirroredParameters(of: intent) }
    guard !fields.isEmpty else { return [] }
    return withUnsafeBytes(of: intent) { storage in
        fields.map { field in (field.name, field.type.load(from: storage.baseAddress! + field.offset)) }
    }
}

/// `reflectedParameters` through `Mirror`: for classes, and the reference the layout walk must agree with.
func mirroredParameters<Intent>(of intent: Intent) -> [(name: String, parameter: any ReflectedParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any ReflectedParameter else { return nil }
        return (String(label.dropFirst()), parameter)
    }
}

/// Where an intent struct keeps its `@Parameter` wrappers, read once per type.
///
/// `Mirror` gives the same answer, but it looks up every field's type from its mangled name each time
/// it is asked, and a button's intent is reflected every time its view is evaluated. Classes and
/// anything the layout walk cannot read go through `Mirror`.
private struct ParameterLayout: Sendable {
    struct Field: Sendable {
        let name: String
        let offset: Int
        let type: any ReflectedParameter.Type
    }

    /// Nil when the type is not a struct.
    let fields: [Field]?

    private static let layouts = TypeFacts<ParameterLayout>()

    static func of(_ type: Any.Type) -> ParameterLayout {
        layouts.facts(for: type) {
            var fields: [Field] = []
            let walked = _forEachField(of: type) { name, offset, fieldType, _ in
                let label = String(cString: name)
                if label.hasPrefix("_"), let parameterType = fieldType as? any ReflectedParameter.Type {
                    fields.append(Field(name: String(label.dropFirst()), offset: offset, type: parameterType))
                }
                return true
            }
            return ParameterLayout(fields: walked ? fields : nil)
        }
    }
}

extension IntentParameter {
    /// The wrapper stored at `address`, an intent's field of this type.
    static func load(from address: UnsafeRawPointer) -> any ReflectedParameter {
        address.load(as: IntentParameter<Value>.self)
    }
}
