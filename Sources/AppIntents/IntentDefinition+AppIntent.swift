import Foundation
import TapbenchCore

extension IntentDefinition {
    /// Describes an intent type to the device, discovering its parameters from its `@Parameter`
    /// wrappers: no tables to keep in step with the code.
    ///
    /// ```swift
    /// catalog.register(intent: try IntentDefinition(CancelDeliveryIntent.self))
    /// ```
    public init<Intent: AppIntent>(_ type: Intent.Type) throws(UnsupportedParameterError) {
        let facts = IntentTypeFacts.of(type)
        let name = facts.name
        var infos: [IntentParameterInfo] = []
        for (parameterName, parameter) in reflectedParameters(of: Intent()) {
            guard let info = parameter.info(name: parameterName) else {
                throw UnsupportedParameterError(intent: name, parameter: parameterName)
            }
            infos.append(info)
        }
        let parameters = infos
        self.init(name: name, title: Intent.title.key, kind: facts.kind, parameters: infos) { arguments, now throws(IntentArgumentError) in
            let intent = Intent()
            for (parameterName, parameter) in reflectedParameters(of: intent) {
                guard let text = arguments[parameterName], let info = parameters.first(where: { $0.name == parameterName }) else { continue }
                guard parameter.set(text: text, now: now) else { throw .invalidValue(text, parameter: info, intent: name) }
            }
            return PreparedIntent(intent)
        }
    }
}

extension PreparedIntent {
    /// An intent instance as it is, such as the one a `Button(intent:)` holds.
    public init<Intent: AppIntent>(_ intent: Intent) {
        let type = IntentTypeFacts.of(Intent.self)
        let parameters: @Sendable () -> JSONObject = { JSONObject(reflectedParameters(of: intent).map { (key: $0.name, value: $0.parameter.json ?? .null) }) }
        self.init(name: type.name, kind: type.kind, readingParameters: parameters, describeType: { try? IntentDefinition(Intent.self) }) {
            let result = try await intent.perform()
            return (result as? any ValuedIntentResult)?.resultValue.map(resultJSON)
        }
    }
}

/// A result value as JSON: encoded when it can be, described otherwise.
private func resultJSON(_ value: Any) -> JSONValue {
    if let encodable = value as? any Encodable {
        let json = JSONValue(encoding: encodable)
        if json != .null { return json }
    }
    return .string(String(describing: value))
}

/// An `@Parameter` whose value type Tapbench cannot fill.
public struct UnsupportedParameterError: Error, Sendable, CustomStringConvertible {
    public let intent: String
    public let parameter: String

    public var description: String {
        "\(intent).\(parameter): unsupported parameter type (use String, Int, Double, Bool, Date, URL or an AppEnum)"
    }
}

extension PreparedIntent {
    /// A copy of `intent` with its `value` set, as a toggle runs its `SetValueIntent`. Parameters are
    /// shared between copies of an intent, so the copy is a new instance with the same values.
    public init<Intent: AppIntent>(_ intent: Intent, value: Any) {
        let copy = Intent()
        let originals = Dictionary(reflectedParameters(of: intent).map { ($0.name, $0.parameter) }, uniquingKeysWith: { first, _ in first })
        let setsValue = IntentTypeFacts.of(Intent.self).kind.isSetValue
        for (name, parameter) in reflectedParameters(of: copy) {
            if name == "value", setsValue {
                _ = parameter.set(value: value)
            } else if let original = originals[name] {
                original.copyValue(to: parameter)
            }
        }
        self.init(copy)
    }
}
