import Foundation

/// What an `Encoder` has written so far, as a tree that containers share by reference.
final class EncodedNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(key: String, node: EncodedNode)])
        case array([EncodedNode])
    }

    var content = Content.empty

    /// The JSON written, or nil when nothing was.
    var json: JSONValue? {
        switch content {
        case .empty: nil
        case .value(let value): value
        case .object(let members): .object(JSONObject(members.map { ($0.key, $0.node.json ?? .object(JSONObject())) }))
        case .array(let nodes): .array(nodes.map { $0.json ?? .object(JSONObject()) })
        }
    }

    /// A new child under `key`, replacing an earlier one of the same name.
    func child(forKey key: String) -> EncodedNode {
        var members: [(key: String, node: EncodedNode)] = []
        if case .object(let existing) = content { members = existing }
        let node = EncodedNode()
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].node = node
        } else {
            members.append((key, node))
        }
        content = .object(members)
        return node
    }

    func appendedChild() -> EncodedNode {
        var nodes: [EncodedNode] = []
        if case .array(let existing) = content { nodes = existing }
        let node = EncodedNode()
        nodes.append(node)
        content = .array(nodes)
        return node
    }
}

/// An `Encoder` into a `JSONValue`, writing what a default `JSONEncoder` writes: numbers in their
/// shortest form (`3` for `3.0`), `URL` as its absolute string, keys in the order encoded. See `JSONCoding`.
struct ValueEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ node: EncodedNode, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedValueEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedValueEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueEncoder(node: node, codingPath: codingPath) }

    /// Writes `value` into `node`: a scalar directly, anything else through its own `encode(to:)`.
    static func encode<T: Encodable>(_ value: T, into node: EncodedNode, codingPath: [any CodingKey]) throws {
        guard let scalar = ScalarType(T.self) else {
            try value.encode(to: ValueEncoder(node, codingPath: codingPath))
            return
        }
        let json: JSONValue
        switch scalar {
        case .bool: json = .bool(value as! Bool)
        case .string: json = .string(value as! String)
        case .double: json = .number(try number(value as! Double))
        case .float: json = .number(try number(value as! Float))
        case .int: json = .number(JSONNumber(value as! Int))
        case .int64, .int32, .int16, .int8, .uint, .uint64, .uint32, .uint16, .uint8: json = .number(JSONNumber(validated: "\(value)"))
        case .url: json = .string((value as! URL).absoluteString)
        case .data, .decimal: throw LeftToFoundation()
        }
        node.content = .value(json)
    }

    /// A floating-point number as `JSONEncoder` writes it: its description, without a trailing `.0`.
    static func number(_ value: some BinaryFloatingPoint & LosslessStringConvertible) throws -> JSONNumber {
        guard value.isFinite else { throw LeftToFoundation() }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return JSONNumber(validated: text)
    }
}

private struct KeyedValueEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try ValueEncoder.encode(value, into: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        ValueEncoder(node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValueEncoder(node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(node.child(forKey: "super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(node.child(forKey: key.stringValue), codingPath: codingPath + [key]) }
}

private struct UnkeyedValueEncoder: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let nodes) = node.content { return nodes.count }
        return 0
    }

    mutating func encodeNil() throws { node.appendedChild().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [IndexKey(count)]
        try ValueEncoder.encode(value, into: node.appendedChild(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [IndexKey(count)]
        return ValueEncoder(node.appendedChild(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        return ValueEncoder(node.appendedChild(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(node.appendedChild(), codingPath: codingPath) }
}

private struct SingleValueEncoder: SingleValueEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { try ValueEncoder.encode(value, into: node, codingPath: codingPath) }
}
