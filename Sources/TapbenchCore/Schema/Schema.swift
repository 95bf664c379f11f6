/// The shape of a `Codable` type as its synthesized `init(from:)` reads it: which keys, in which order,
/// and what each holds. Tapbench uses it to suggest field names, complete enum cases, read `Date` fields
/// from durations, and order the keys of stored JSON the way the type declares them.
public indirect enum Schema: Sendable, Hashable {
    case string
    /// An integer type, named as Swift spells it (`Int`, `UInt8`), since each holds a different range.
    case integer(name: String)
    /// A floating-point type (`Double`, `Float`, `Decimal`).
    case floating(name: String)
    case bool
    /// A `Date`, which a default `JSONDecoder` reads as seconds since 2001-01-01.
    case date
    case url
    /// An enum with raw values, such as `DeliveryStep`; `cases` are the values as JSON.
    case enumeration(name: String, cases: [JSONValue])
    case object(name: String, fields: [SchemaField])
    /// An unkeyed container read element by element until its end, such as `[String]`.
    case list(name: String, element: Schema)
    /// An unkeyed container read a fixed number of times, such as `ClosedRange<Date>` (`[lower, upper]`).
    case tuple(name: String, elements: [Schema])
    /// A type whose shape could not be read; anything is accepted and the decoder decides.
    case opaque(name: String)

    /// How an error message names what this schema expects: `a string`, `an array [lowerBound, upperBound]`.
    public var expectation: String {
        switch self {
        case .string, .url: "a string"
        case .integer: "an integer"
        case .floating: "a number"
        case .bool: "a boolean"
        case .date: "a number (a Date: seconds since 2001-01-01)"
        case .enumeration(_, let cases): "one of " + cases.map(\.displayText).joined(separator: ", ")
        case .object(let name, _): "an object (\(name))"
        case .list(let name, _): "an array (\(name))"
        case .tuple(let name, let elements):
            name.hasPrefix("ClosedRange<") || name.hasPrefix("Range<")
                ? "an array [lowerBound, upperBound] (\(name))"
                : "an array of \(elements.count) elements (\(name))"
        case .opaque(let name): "a value of type \(name)"
        }
    }

    /// The type's name as Swift spells it.
    public var typeName: String {
        switch self {
        case .string: "String"
        case .integer(let name), .floating(let name): name
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .enumeration(let name, _), .object(let name, _), .list(let name, _), .tuple(let name, _), .opaque(let name): name
        }
    }

    /// The fields when this is an object.
    public var fields: [SchemaField] {
        if case .object(_, let fields) = self { return fields }
        return []
    }

    /// The schema of the value at a dotted path such as `eta` or `route.from`.
    public func schema(at path: [String]) -> Schema? {
        guard let first = path.first else { return self }
        switch self {
        case .object(_, let fields):
            return fields.first { $0.name == first }?.schema.schema(at: Array(path.dropFirst()))
        case .list(_, let element):
            return Int(first) == nil ? nil : element.schema(at: Array(path.dropFirst()))
        case .tuple(_, let elements):
            guard let index = Int(first), elements.indices.contains(index) else { return nil }
            return elements[index].schema(at: Array(path.dropFirst()))
        default:
            return nil
        }
    }
}

/// One key of an object schema.
public struct SchemaField: Sendable, Hashable {
    public let name: String
    public let schema: Schema
    /// Read with `decodeIfPresent`, so the key may be missing.
    public let isOptional: Bool

    public init(name: String, schema: Schema, isOptional: Bool) {
        self.name = name
        self.schema = schema
        self.isOptional = isOptional
    }
}
