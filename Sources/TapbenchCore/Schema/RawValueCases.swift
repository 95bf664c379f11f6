/// The cases of an enum with raw values that is not `CaseIterable`, as iOS code often declares one
/// (`enum Step: String, Codable { case preparing, onTheWay }`): `CaseIterable` must be declared in the enum's own
/// file to be synthesized, so an app cannot add it from elsewhere, and the bench reads the cases itself.
///
/// A Swift enum without payloads stores its case as an index, 0 for the first case, and `Optional`'s `nil` as the
/// first index past the last case, so `nil`'s byte is the number of cases. Each case is read from its index and kept
/// only when it reflects as an enum and its raw value leads back to the same index; anything else (a struct that is
/// `RawRepresentable`, an enum of more than 256 cases) is not read, and its schema is read as any other type's.
enum RawValueCases {
    /// Every case of `type` in declaration order, or nil when it is not an enum the bench can read this way.
    static func of<T: RawRepresentable>(_ type: T.Type) -> [T]? {
        guard MemoryLayout<T?>.size == 1, MemoryLayout<T>.size <= 1 else { return nil }
        let count = withUnsafeBytes(of: T?.none) { Int($0[0]) }
        var cases: [T] = []
        for index in 0..<count {
            var byte = UInt8(index)
            let value = withUnsafeMutableBytes(of: &byte) { $0.baseAddress!.assumingMemoryBound(to: UInt8.self).withMemoryRebound(to: T.self, capacity: 1) { $0.pointee } }
            guard Mirror(reflecting: value).displayStyle == .enum, let back = T(rawValue: value.rawValue),
                MemoryLayout<T>.size == 0 || withUnsafeBytes(of: back, { Int($0[0]) }) == index
            else { return nil }
            cases.append(value)
        }
        return cases
    }

    /// `of(_:)` for a type known only as `Any.Type`: nil unless it is `RawRepresentable`.
    static func of(any type: Any.Type) -> [Any]? {
        guard let raw = type as? any RawRepresentable.Type else { return nil }
        return open(raw)
    }

    private static func open<T: RawRepresentable>(_ type: T.Type) -> [Any]? {
        of(type).map { $0.map { $0 as Any } }
    }
}
