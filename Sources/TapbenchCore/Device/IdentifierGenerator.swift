/// Deterministic identifiers: the same run gives the same activity ids and push tokens, byte for byte.
struct IdentifierGenerator: Sendable, Hashable, Codable {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A version-4 UUID string, upper case as `UUID().uuidString` prints it.
    mutating func uuid() -> String {
        var bytes = bytes(16)
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return Self.hex(bytes, digits: Self.upperDigits, dashesBefore: [4, 6, 8, 10])
    }

    /// A push token as apps forward it: lower-case hex of 80 bytes, the length of the Live Activity and
    /// push-to-start tokens seen in the field (APNs takes a token of any length). The first 32 bytes come
    /// from the run's generator and the other 48 from a generator seeded with them, so a token draws as
    /// much from the run as a 32-byte one did and the ids issued after it stay the same.
    mutating func pushToken() -> String {
        let head = bytes(32)
        var tail = IdentifierGenerator(seed: head.prefix(8).reduce(0) { $0 << 8 | UInt64($1) })
        return Self.hex(head + tail.bytes(Self.pushTokenLength - head.count), digits: Self.lowerDigits, dashesBefore: [])
    }

    /// The bytes of a push token.
    static let pushTokenLength = 80

    private mutating func bytes(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            var word = random.next()
            for _ in 0..<8 where bytes.count < count {
                bytes.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return bytes
    }

    private static let lowerDigits = Array("0123456789abcdef".utf8)
    private static let upperDigits = Array("0123456789ABCDEF".utf8)

    /// Two digits a byte, with a `-` before each byte offset in `dashesBefore`.
    private static func hex(_ bytes: [UInt8], digits: [UInt8], dashesBefore: Set<Int>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2 + dashesBefore.count)
        for (offset, byte) in bytes.enumerated() {
            if dashesBefore.contains(offset) { text.append(UInt8(ascii: "-")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
