/// An open-addressing hash table from `(parent, bytes)` to a node index.
///
/// The trie keeps every literal edge of every node in this one table, keyed by the parent node
/// and the decoded segment bytes, so a lookup hashes the URL's bytes in place and never builds
/// a `String`. The roots are stored the same way under ``RouteTrie/authorityParent``.
struct ByteKeyTable: Sendable {
    private struct Slot: Sendable {
        var value: Int32 = -1
        var parent: UInt32 = 0
        var hash: UInt32 = 0
        var keyStart: UInt32 = 0
        var keyCount: UInt32 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 16)
    private var keys: [UInt8] = []
    private var count = 0

    /// The value stored for `key` under `parent`, or -1.
    func value(parent: UInt32, key: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(parent: parent, key: key)
        return slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                let mask = slots.count - 1
                var index = Int(hash) & mask
                while true {
                    let slot = slots[index]
                    if slot.value < 0 { return -1 }
                    if slot.hash == hash, slot.parent == parent, Int(slot.keyCount) == key.count,
                       Self.equal(keys, from: Int(slot.keyStart), key) {
                        return slot.value
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }

    func value(parent: UInt32, key: [UInt8]) -> Int32 {
        key.withUnsafeBufferPointer { value(parent: parent, key: $0) }
    }

    /// Stores `value` for a key that is not in the table yet.
    mutating func insert(parent: UInt32, key: [UInt8], value: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        let slot = Slot(
            value: value, parent: parent,
            hash: key.withUnsafeBufferPointer { Self.hash(parent: parent, key: $0) },
            keyStart: UInt32(keys.count), keyCount: UInt32(key.count)
        )
        keys.append(contentsOf: key)
        place(slot)
        count += 1
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(slot.hash) & mask
        while slots[index].value >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.value >= 0 { place(slot) }
    }

    @inline(__always)
    private static func equal(_ keys: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let stored = keys.baseAddress, let probe = key.baseAddress else { return key.isEmpty }
        let lhs = UnsafeRawPointer(stored + start)
        let rhs = UnsafeRawPointer(probe)
        var offset = 0
        while offset + 8 <= key.count {
            if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < key.count {
            if lhs.load(fromByteOffset: offset, as: UInt8.self) != rhs.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    /// Mixes the parent and the key eight bytes at a time.
    @inline(__always)
    private static func hash(parent: UInt32, key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash = (UInt64(parent) &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(key.count)
        if let base = key.baseAddress {
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= key.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 29
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < key.count {
                tail |= UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) << shift
                shift += 8
                offset += 1
            }
            hash ^= tail
        }
        hash &*= 0x94D0_49BB_1331_11EB
        hash ^= hash >> 32
        return UInt32(truncatingIfNeeded: hash)
    }
}
