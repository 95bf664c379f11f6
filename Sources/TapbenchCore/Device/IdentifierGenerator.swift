/// Deterministic identifiers: the same run gives the same activity ids and push tokens, byte for byte.
struct IdentifierGenerator: Sendable, Hashable {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A version-4 UUID string, upper case as `UUID().uuidString` prints it.
    mutating func uuid() -> String {
        var bytes = bytes(16)
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return Self.hex(bytes, digits: Self.upperDigits, dashesBefore: [4, 6, 8, 10])
    }

    /// A push token as apps forward it: lower-case hex of 32 bytes.
    mutating func pushToken() -> String {
        Self.hex(bytes(32), digits: Self.lowerDigits, dashesBefore: [])
    }

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
