import Foundation

/// An intent the app registered, by its Swift type's name, with the parameters its `@Parameter`
/// wrappers declare. `prepare` builds an instance from QA's arguments.
public struct IntentDefinition: Sendable {
    /// The Swift type's name: `CancelDeliveryIntent`.
    public let name: String
    /// Its `static var title`: `Cancel Delivery`.
    public let title: String
    public let kind: IntentKind
    public let parameters: [IntentParameterInfo]
    /// What followed `intent define` when it was defined at the REPL or loaded from the saved folder rather than
    /// compiled into the app: `Slow do sleep 1500ms`.
    public let script: String?
    private let build: @Sendable ([String: String], Date) throws(IntentArgumentError) -> PreparedIntent

    public init(
        name: String, title: String, kind: IntentKind, parameters: [IntentParameterInfo], script: String? = nil,
        build: @escaping @Sendable ([String: String], Date) throws(IntentArgumentError) -> PreparedIntent
    ) {
        self.name = name
        self.title = title
        self.kind = kind
        self.parameters = parameters
        self.script = script
        self.build = build
    }

    /// Defined at the REPL with `intent define` rather than compiled into the app.
    public var isScripted: Bool { script != nil }

    /// The name without an `Intent` suffix, which QA may also type: `CancelDelivery`.
    public var shortName: String {
        name.hasSuffix("Intent") && name != "Intent" ? String(name.dropLast("Intent".count)) : name
    }

    public func isNamed(_ word: String) -> Bool { word == name || word == shortName }

    /// An instance with its parameters filled from text, as QA typed them (`orderID=A-7189`).
    /// Dates read relative to `now`. Unknown, missing and mistyped parameters are errors that name them.
    public func prepare(arguments: [String: String], now: Date) throws(IntentArgumentError) -> PreparedIntent {
        for name in arguments.keys.sorted() where !parameters.contains(where: { $0.name == name }) {
            throw .unknownParameter(name, intent: self.name, known: parameters.map(\.name))
        }
        for parameter in parameters where parameter.isRequired && arguments[parameter.name] == nil {
            throw .missingParameter(parameter, intent: self.name)
        }
        return try build(arguments, now)
    }
}

/// One `@Parameter` of an intent.
public struct IntentParameterInfo: Sendable, Hashable {
    /// The property's name: `orderID`.
    public let name: String
    /// The wrapper's title: `Order ID`.
    public let title: String
    /// `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, or an enum's name.
    public let typeName: String
    public let isOptional: Bool
    /// The default value, if the wrapper declares one.
    public let defaultValue: JSONValue?
    /// The raw values of an enum parameter's cases.
    public let cases: [String]

    public init(name: String, title: String, typeName: String, isOptional: Bool, defaultValue: JSONValue?, cases: [String] = []) {
        self.name = name
        self.title = title
        self.typeName = typeName
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.cases = cases
    }

    /// Neither optional nor defaulted: `perform` needs a value for it.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// `orderID: String "Order ID"`, with `= default` or `?` as it applies.
    public var signature: String {
        let type = cases.isEmpty ? typeName : "\(typeName) (\(cases.joined(separator: "|")))"
        let suffix = defaultValue.map { " = \($0.displayText)" } ?? (isOptional ? "?" : "")
        return "\(name): \(type)\(suffix)"
    }
}

/// Arguments that do not fit an intent's parameters.
public enum IntentArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownParameter(String, intent: String, known: [String])
    case missingParameter(IntentParameterInfo, intent: String)
    case invalidValue(String, parameter: IntentParameterInfo, intent: String)

    /// The parameter the error is about.
    public var parameterName: String {
        switch self {
        case .unknownParameter(let name, _, _): name
        case .missingParameter(let parameter, _), .invalidValue(_, let parameter, _): parameter.name
        }
    }

    public var description: String {
        switch self {
        case .unknownParameter(let name, let intent, let known):
            let suggestion = Suggestion.closest(to: name, among: known).map { " — did you mean '\($0)'?" } ?? ""
            let list = known.isEmpty ? "it takes none" : "it takes \(known.joined(separator: ", "))"
            return "\(intent) has no parameter '\(name)'\(suggestion) (\(list))"
        case .missingParameter(let parameter, let intent):
            let article = "AEIOU".contains(parameter.typeName.prefix(1)) ? "an" : "a"
            return "\(intent) needs \(parameter.name) (\(parameter.title), \(article) \(parameter.typeName)) — add \(parameter.name)=…"
        case .invalidValue(let text, let parameter, let intent):
            let article = "AEIOU".contains(parameter.typeName.prefix(1)) ? "an" : "a"
            return "\(intent).\(parameter.name) is \(article) \(parameter.typeName): '\(text)' is not one — \(IntentArgumentError.hint(for: parameter))"
        }
    }

    private static func hint(for parameter: IntentParameterInfo) -> String {
        if !parameter.cases.isEmpty { return "write one of \(parameter.cases.joined(separator: ", "))" }
        switch parameter.typeName {
        case "Int": return "write a whole number such as 3"
        case "Double": return "write a number such as 0.5"
        case "Bool": return "write true or false"
        case "Date": return "write a time such as +15m, 03:00 or 2026-04-25T03:00:00Z"
        case "URL": return "write an absolute URL such as myapp://order/42"
        default: return "quote it"
        }
    }
}
