/// Something a person does on the app's own screens, such as tapping "Track order", named in the app's
/// introduction so that `app NAME name=value …` does it in the foreground. Its parameters are typed: the bench
/// checks each value before the action runs.
///
/// ```swift
/// let track = AppAction(.string("order", example: "B-2040")) { arguments in
///     try await OrderTracker.shared.track(orderID: arguments.string("order"))
/// }
/// ```
public struct AppAction: Sendable {
    public let parameters: [Parameter]
    let perform: @Sendable (Arguments) async throws -> Void

    public init(_ parameters: Parameter..., perform: @escaping @Sendable (Arguments) async throws -> Void) {
        self.parameters = parameters
        self.perform = perform
    }

    /// A parameter an action takes, with a value that `help` and completion show.
    public struct Parameter: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            case string, integer, number, boolean
        }

        public let name: String
        public let kind: Kind
        public let example: String

        public static func string(_ name: String, example: String) -> Parameter { Parameter(name: name, kind: .string, example: example) }
        public static func integer(_ name: String, example: Int) -> Parameter { Parameter(name: name, kind: .integer, example: String(example)) }
        public static func number(_ name: String, example: Double) -> Parameter { Parameter(name: name, kind: .number, example: String(example)) }
        public static func boolean(_ name: String, example: Bool) -> Parameter { Parameter(name: name, kind: .boolean, example: String(example)) }

        /// The value `text` gives this parameter, or nil when it is not one of its kind.
        public func value(of text: String) -> JSONValue? {
            switch kind {
            case .string: .string(text)
            case .integer: Int(text).map { .number(JSONNumber($0)) }
            case .number: Double(text).flatMap { $0.isFinite ? .number(JSONNumber($0)) : nil }
            case .boolean: Bool(text).map(JSONValue.bool)
            }
        }
    }

    /// The values an action was given, each checked against its parameter's kind.
    public struct Arguments: Sendable {
        /// Every parameter's value, by name, in the parameters' order.
        public let values: JSONObject

        public init(_ values: JSONObject) { self.values = values }

        public func string(_ name: String) -> String {
            guard case .string(let text) = value(name) else { preconditionFailure("'\(name)' is not a string parameter of this action") }
            return text
        }

        public func integer(_ name: String) -> Int {
            guard case .number(let number) = value(name), let integer = Int(number.description) else {
                preconditionFailure("'\(name)' is not an integer parameter of this action")
            }
            return integer
        }

        public func number(_ name: String) -> Double {
            guard case .number(let number) = value(name) else { preconditionFailure("'\(name)' is not a number parameter of this action") }
            return number.doubleValue
        }

        public func boolean(_ name: String) -> Bool {
            guard case .bool(let flag) = value(name) else { preconditionFailure("'\(name)' is not a boolean parameter of this action") }
            return flag
        }

        private func value(_ name: String) -> JSONValue? {
            values[name]
        }
    }
}
