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
        try floatingPoint(Double.self, value, codingPath)
    }

    static func float(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Float {
        try floatingPoint(Float.self, value, codingPath)
    }

    /// The number read straight into `T`, as `JSONDecoder` reads it: refused when it overflows to
    /// infinity or underflows to zero (`1e-400` as a `Double`, `1e-50` as a `Float`) while its digits are
    /// not all zeros. A zero written with an exponent is left to Foundation: its test for a true zero
    /// refuses some of them (`0e5`, `-0.0e5`) and not others (`0.0e5`).
    private static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ value: JSONValue, _ codingPath: [any CodingKey]
    ) throws -> T {
        guard case .number(let number) = value else { throw LeftToFoundation() }
        guard let parsed = T(number.text), parsed.isFinite, parsed != 0 || isZero(number) else {
            throw UnrepresentableNumber(number, as: T.self, at: codingPath)
        }
        if parsed == 0, number.text.utf8.contains(where: { $0 | 0x20 == UInt8(ascii: "e") }) { throw LeftToFoundation() }
        return parsed
    }

    /// Whether the digits before any exponent are all zeros: `0`, `-0.00`, `0e-400`.
    private static func isZero(_ number: JSONNumber) -> Bool {
        !number.text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
    }

    /// An integer written exactly, or a number whose `Double` is one (`3.0`, `1e3`). Beyond 2^53, where a
    /// `Double` no longer holds every integer, `JSONDecoder` reads the digits as a `Decimal`: that case is
    /// left to it.
    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) throws -> T {
        guard case .number(let number) = value else { throw LeftToFoundation() }
        if let exact = T(number.text) { return exact }
        guard let double = Double(number.text), let exact = T(exactly: double) else { throw UnrepresentableNumber(number, as: T.self, at: codingPath) }
        guard double.magnitude < 0x1p53 else { throw LeftToFoundation() }
        return exact
    }
}

private struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    /// Each key once, as `JSONDecoder`'s dictionary holds them.
    var allKeys: [Key] {
        var seen = Set<String>()
        return object.keys.filter { seen.insert($0).inserted }.compactMap(Key.init(stringValue:))
    }

    func contains(_ key: Key) -> Bool { first(key) != nil }

    /// The first value written under `key`: `JSONDecoder` keeps the first of duplicate keys.
    private func first(_ key: Key) -> JSONValue? {
        object.members.first { $0.key == key.stringValue }?.value
    }

    private func value(_ key: Key) throws -> JSONValue {
        guard let value = first(key) else { throw LeftToFoundation() }
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
