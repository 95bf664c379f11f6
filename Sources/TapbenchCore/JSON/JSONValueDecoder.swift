import Foundation

/// A `Decoder` over a `JSONValue`, following a default `JSONDecoder`: integers from integral numbers
/// (`3` or `3.0`), floating point from any finite number, no conversion between strings and numbers,
/// `URL` from a string. See `JSONCoding`.
struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else { throw LeftToFoundation() }
        return KeyedDecodingContainer(KeyedValueDecoder<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw LeftToFoundation() }
        return UnkeyedValueDecoder(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueDecoder(value: value, codingPath: codingPath) }

    /// `value` as `T`: a scalar directly, anything else through its own `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: [any CodingKey]) throws -> T {
        guard let scalar = ScalarType(type) else { return try T(from: ValueDecoder(value, codingPath: codingPath)) }
        switch scalar {
        case .bool: return try bool(value) as! T
        case .string: return try string(value) as! T
        case .double: return try double(value, codingPath) as! T
        case .float: return try float(value, codingPath) as! T
        case .int: return try integer(Int.self, value, codingPath) as! T
        case .int64: return try integer(Int64.self, value, codingPath) as! T
        case .int32: return try integer(Int32.self, value, codingPath) as! T
        case .int16: return try integer(Int16.self, value, codingPath) as! T
        case .int8: return try integer(Int8.self, value, codingPath) as! T
        case .uint: return try integer(UInt.self, value, codingPath) as! T
        case .uint64: return try integer(UInt64.self, value, codingPath) as! T
        case .uint32: return try integer(UInt32.self, value, codingPath) as! T
        case .uint16: return try integer(UInt16.self, value, codingPath) as! T
        case .uint8: return try integer(UInt8.self, value, codingPath) as! T
        case .url:
            guard let url = URL(string: try string(value)) else { throw LeftToFoundation() }
            return url as! T
        case .data, .decimal:
            throw LeftToFoundation()
        }
    }

    static func bool(_ value: JSONValue) throws -> Bool {
        guard case .bool(let bool) = value else { throw LeftToFoundation() }
        return bool
    }

    static func string(_ value: JSONValue) throws -> String {
        guard case .string(let string) = value else { throw LeftToFoundation() }
        return string
    }

    static func double(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Double {
        guard case .number(let number) = value else { throw LeftToFoundation() }
        guard let double = Double(number.text), double.isFinite else { throw UnrepresentableNumber(number, as: Double.self, at: codingPath) }
        return double
    }

    static func float(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Float {
        guard case .number(let number) = value else { throw LeftToFoundation() }
        guard let double = Double(number.text), abs(double) <= Double(Float.greatestFiniteMagnitude) else {
            throw UnrepresentableNumber(number, as: Float.self, at: codingPath)
        }
        return Float(double)
    }

    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) throws -> T {
        guard case .number(let number) = value else { throw LeftToFoundation() }
        if let exact = T(number.text) { return exact }
        guard let double = Double(number.text), let exact = T(exactly: double) else { throw UnrepresentableNumber(number, as: T.self, at: codingPath) }
        return exact
    }
}

private struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func value(_ key: Key) throws -> JSONValue {
        guard let value = object[key.stringValue] else { throw LeftToFoundation() }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try ValueDecoder.decode(type, from: try value(key), codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { throw LeftToFoundation() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw LeftToFoundation() }
}

private struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> JSONValue {
        guard !isAtEnd else { throw LeftToFoundation() }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw LeftToFoundation() }
        guard elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [IndexKey(currentIndex)]
        return try ValueDecoder.decode(type, from: try next(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(currentIndex)]
        return try ValueDecoder(try next(), codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [IndexKey(currentIndex)]
        return try ValueDecoder(try next(), codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { throw LeftToFoundation() }
}

private struct SingleValueDecoder: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueDecoder.decode(type, from: value, codingPath: codingPath) }
}

/// An array position in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.init(intValue) }
}
