/// The bytes of a URL piece after percent-decoding, produced lazily.
///
/// A `%` followed by two hex digits becomes that byte. Any other `%` (`%zz`, a truncated `%4`)
/// is kept as it stands, so `delivery://files/100%zz` keeps the segment `100%zz`.
/// With `plusIsSpace` (query keys and values) a `+` becomes a space before decoding, so `%2B`
/// still yields a literal plus; in a path `+` is always a literal plus.
struct PercentDecoded: Sequence {
    let raw: UnsafeBufferPointer<UInt8>
    let plusIsSpace: Bool

    struct Iterator: IteratorProtocol {
        let raw: UnsafeBufferPointer<UInt8>
        let plusIsSpace: Bool
        var index = 0

        @inline(__always)
        mutating func next() -> UInt8? {
            guard index < raw.count else { return nil }
            let byte = raw[index]
            index += 1
            if byte == Bytes.plus && plusIsSpace { return Bytes.space }
            if byte == Bytes.percent, index + 1 < raw.count,
               let high = Bytes.hexValue(raw[index]), let low = Bytes.hexValue(raw[index + 1]) {
                index += 2
                return high << 4 | low
            }
            return byte
        }
    }

    func makeIterator() -> Iterator {
        Iterator(raw: raw, plusIsSpace: plusIsSpace)
    }

    /// The decoded bytes as text; invalid UTF-8 becomes U+FFFD replacement characters.
    var string: String {
        String(decoding: Array(self), as: UTF8.self)
    }

    /// Decodes `raw` into `output`, which must hold at least `raw.count` bytes; returns the decoded length.
    static func decode(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        for byte in PercentDecoded(raw: raw, plusIsSpace: false) {
            output[written] = byte
            written += 1
        }
        return written
    }

    /// Decodes a piece of pattern text with the same rules as a URL.
    static func bytes(of text: some Collection<UInt8>, plusIsSpace: Bool) -> [UInt8] {
        Array(text).withUnsafeBufferPointer { Array(PercentDecoded(raw: $0, plusIsSpace: plusIsSpace)) }
    }
}
