import Foundation

/// Reads a `Decodable` type's `Schema` by running its `init(from:)` against a decoder that records
/// every request and answers with placeholder values.
///
/// An enum with raw values is read through its cases, `CaseIterable`'s or those `RawValueCases` finds, so that they
/// can be listed and a valid placeholder built.
public enum SchemaReader {
    public static func schema<T: Decodable>(of type: T.Type) throws(SchemaReadError) -> Schema {
        do {
            return try read(type).schema
        } catch let error as SchemaReadError {
            throw error
        } catch {
            throw SchemaReadError(typeName: TypeName.of(type), reason: ErrorText.describe(error))
        }
    }

    static func read<T: Decodable>(_ type: T.Type, codingPath: [any CodingKey] = []) throws -> (value: T, schema: Schema) {
        if let leaf = leaf(type) { return leaf }
        if let caseIterable = type as? any CaseIterable.Type {
            return try enumeration(Array(caseIterable.allCases), as: type)
        }
        if let cases = RawValueCases.of(any: type) {
            return try enumeration(cases, as: type)
        }
        if type is any _DictionaryMarker.Type {
            let decoder = RecordingDecoder(codingPath: codingPath)
            return (try T(from: decoder), .opaque(name: TypeName.of(type)))
        }
        let decoder = RecordingDecoder(codingPath: codingPath)
        let value = try T(from: decoder)
        return (value, decoder.node.schema(typeName: TypeName.of(type)))
    }

    private static func leaf<T>(_ type: T.Type) -> (value: T, schema: Schema)? {
        func pair(_ value: Any, _ schema: Schema) -> (value: T, schema: Schema)? {
            (value as? T).map { ($0, schema) }
        }
        switch type {
        case is String.Type: return pair("", .string)
        case is Bool.Type: return pair(false, .bool)
        case is Int.Type: return pair(0 as Int, .integer(name: "Int"))
        case is Int8.Type: return pair(0 as Int8, .integer(name: "Int8"))
        case is Int16.Type: return pair(0 as Int16, .integer(name: "Int16"))
        case is Int32.Type: return pair(0 as Int32, .integer(name: "Int32"))
        case is Int64.Type: return pair(0 as Int64, .integer(name: "Int64"))
        case is UInt.Type: return pair(0 as UInt, .integer(name: "UInt"))
        case is UInt8.Type: return pair(0 as UInt8, .integer(name: "UInt8"))
        case is UInt16.Type: return pair(0 as UInt16, .integer(name: "UInt16"))
        case is UInt32.Type: return pair(0 as UInt32, .integer(name: "UInt32"))
        case is UInt64.Type: return pair(0 as UInt64, .integer(name: "UInt64"))
        case is Double.Type: return pair(0 as Double, .floating(name: "Double"))
        case is Float.Type: return pair(0 as Float, .floating(name: "Float"))
        case is Decimal.Type: return pair(Decimal(0), .floating(name: "Decimal"))
        case is Date.Type: return pair(Date(timeIntervalSinceReferenceDate: 0), .date)
        case is URL.Type: return pair(URL(string: "https://example.com")!, .url)
        case is UUID.Type: return pair(UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0)), .string)
        default: return nil
        }
    }

    private static func enumeration<T>(_ allCases: [Any], as type: T.Type) throws -> (value: T, schema: Schema) {
        let encoder = JSONEncoder()
        var cases: [JSONValue] = []
        for element in allCases {
            guard let encodable = element as? any Encodable,
                let data = try? encoder.encode(encodable),
                let json = try? JSONParser.parse(Array(data))
            else { continue }
            cases.append(json)
        }
        guard let first = allCases.first as? T else {
            throw SchemaReadError(typeName: TypeName.of(type), reason: "it has no cases")
        }
        return (first, .enumeration(name: TypeName.of(type), cases: cases))
    }
}

/// A type whose schema could not be read.
public struct SchemaReadError: Error, Sendable, CustomStringConvertible {
    public let typeName: String
    public let reason: String

    public var description: String {
        "cannot read the shape of \(typeName): \(reason)"
    }
}

/// Marks dictionaries, whose keys are data rather than fields.
protocol _DictionaryMarker {}
extension Dictionary: _DictionaryMarker {}

/// What the recording decoder learned about one value.
final class SchemaNode {
    enum Shape {
        case unknown
        case keyed([(name: String, node: SchemaNode, isOptional: Bool)])
        case unkeyed(elements: [SchemaNode], readsToEnd: Bool)
        case single(Schema)
    }

    var shape: Shape = .unknown

    func schema(typeName: String) -> Schema {
        switch shape {
        case .unknown:
            return .opaque(name: typeName)
        case .single(let schema):
            return schema
        case .keyed(let fields):
            return .object(
                name: typeName,
                fields: fields.map { SchemaField(name: $0.name, schema: $0.node.schema(typeName: "?"), isOptional: $0.isOptional) })
        case .unkeyed(let elements, let readsToEnd):
            let schemas = elements.map { $0.schema(typeName: "?") }
            if readsToEnd { return .list(name: typeName, element: schemas.first ?? .opaque(name: "?")) }
            return .tuple(name: typeName, elements: schemas)
        }
    }

    func addField(_ name: String, isOptional: Bool) -> SchemaNode {
        let child = SchemaNode()
        var fields: [(name: String, node: SchemaNode, isOptional: Bool)] = []
        if case .keyed(let existing) = shape { fields = existing }
        fields.append((name, child, isOptional))
        shape = .keyed(fields)
        return child
    }

    func addElement() -> SchemaNode {
        let child = SchemaNode()
        if case .unkeyed(let elements, let readsToEnd) = shape {
            shape = .unkeyed(elements: elements + [child], readsToEnd: readsToEnd)
        } else {
            shape = .unkeyed(elements: [child], readsToEnd: false)
        }
        return child
    }
}

/// Records a leaf that was decoded through a container, filling in a child node.
private func recordChild<T: Decodable>(_ type: T.Type, into node: SchemaNode, codingPath: [any CodingKey]) throws -> T {
    let (value, schema) = try SchemaReader.read(type, codingPath: codingPath)
    node.shape = .single(schema)
    return value
}

final class RecordingDecoder: Decoder {
    let node = SchemaNode()
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if case .unknown = node.shape { node.shape = .keyed([]) }
        return KeyedDecodingContainer(RecordingKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if case .unknown = node.shape { node.shape = .unkeyed(elements: [], readsToEnd: false) }
        return RecordingUnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        RecordingSingleValueContainer(node: node, codingPath: codingPath)
    }
}

private struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let node: SchemaNode
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try recordChild(type, into: node.addField(key.stringValue, isOptional: false), codingPath: codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        _ = try recordChild(type, into: node.addField(key.stringValue, isOptional: true), codingPath: codingPath + [key])
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let child = node.addField(key.stringValue, isOptional: false)
        child.shape = .keyed([])
        return KeyedDecodingContainer(RecordingKeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let child = node.addField(key.stringValue, isOptional: false)
        child.shape = .unkeyed(elements: [], readsToEnd: false)
        return RecordingUnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { RecordingDecoder(codingPath: codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { RecordingDecoder(codingPath: codingPath + [key]) }
}

private struct RecordingUnkeyedContainer: UnkeyedDecodingContainer {
    let node: SchemaNode
    let codingPath: [any CodingKey]
    var count: Int? { nil }
    var currentIndex = 0

    init(node: SchemaNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    var isAtEnd: Bool {
        guard case .unkeyed(let elements, _) = node.shape else { return true }
        node.shape = .unkeyed(elements: elements, readsToEnd: true)
        return !elements.isEmpty
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        defer { currentIndex += 1 }
        return try recordChild(type, into: node.addElement(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        currentIndex += 1
        let child = node.addElement()
        child.shape = .keyed([])
        return KeyedDecodingContainer(RecordingKeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        let child = node.addElement()
        child.shape = .unkeyed(elements: [], readsToEnd: false)
        return RecordingUnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superDecoder() throws -> any Decoder { RecordingDecoder(codingPath: codingPath) }
}

private struct RecordingSingleValueContainer: SingleValueDecodingContainer {
    let node: SchemaNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try recordChild(type, into: node, codingPath: codingPath)
    }
}
