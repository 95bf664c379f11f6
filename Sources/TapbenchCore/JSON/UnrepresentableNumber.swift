/// A JSON number that the Swift number type reading it cannot hold: `1.5` or `1e20` for an `Int`,
/// `1e400` for a `Double`. iOS's `JSONDecoder` reports it as `dataCorrupted` at the key, which names
/// the field; Foundation on Linux reports "The given data was not valid JSON." with no key at all, so
/// the direct decoder reports it itself rather than leaving it to Foundation.
struct UnrepresentableNumber: Error {
    let error: DecodingError

    init<Number>(_ number: JSONNumber, as type: Number.Type, at codingPath: [any CodingKey]) {
        error = .dataCorrupted(
            DecodingError.Context(codingPath: codingPath, debugDescription: "Parsed JSON number <\(number.text)> does not fit in \(Number.self)."))
    }
}
