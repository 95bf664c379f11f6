import Foundation

/// Decoding from and encoding to `JSONValue` directly, with the results a default `JSONDecoder` and
/// `JSONEncoder` give, without writing JSON text and parsing it again. Content states pass through
/// here on every update, push and drawing, so this is on the bench's hot path.
///
/// The direct coders handle what content states are made of (objects, arrays, strings, numbers,
/// booleans, null, and `URL`), reading the first of duplicate keys as `JSONDecoder` does; anything else,
/// and every failure but a number its type cannot hold (`UnrepresentableNumber`), is handed to Foundation's
/// coders, so that errors read exactly as iOS reports them. `JSONCodingRandomTests` compares both with
/// Foundation's over seeded random documents; without them a generated replay runs about 20 % slower.
public enum JSONCoding {
    /// What a default `JSONDecoder` decodes from `json`, or its error.
    public static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws -> Value {
        do {
            return try Value(from: ValueDecoder(json, codingPath: []))
        } catch let number as UnrepresentableNumber {
            throw number.error
        } catch {
            return try JSONDecoder().decode(Value.self, from: Data(json.jsonText.utf8))
        }
    }

    /// What a default `JSONEncoder` writes for `value`, or its error.
    public static func encode(_ value: some Encodable) throws -> JSONValue {
        let root = EncodedNode()
        if (try? value.encode(to: ValueEncoder(root, codingPath: []))) != nil, let json = root.json { return json }
        return try JSONParser.parse(Array(try JSONEncoder().encode(value)))
    }
}

/// The direct coders met something they leave to Foundation.
struct LeftToFoundation: Error {}
