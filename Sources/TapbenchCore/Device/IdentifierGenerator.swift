/// Deterministic identifiers: the same run gives the same activity ids and push tokens, byte for byte.
struct IdentifierGenerator: Sendable, Hashable {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// A version-4 UUID string, upper case as `UUID().uuidString` prints it.
    mutating func uuid() -> String {
        var bytes = bytes(16)
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let hex = bytes.map(Self.hex).joined().uppercased()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return parts.joined(separator: "-")
    }

    /// A push token as apps forward it: lower-case hex of 32 bytes.
    mutating func pushToken() -> String {
        bytes(32).map(Self.hex).joined()
    }

    private mutating func bytes(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < count {
            var word = random.next()
            for _ in 0..<8 where bytes.count < count {
                bytes.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
        }
        return bytes
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return byte < 16 ? "0" + digits : digits
    }
}
