import Foundation

/// The types the direct coders read and write themselves rather than through `Codable`, recognised by
/// their metatype alone: one table lookup per value, where testing each type in turn costs a cast apiece.
enum ScalarType: Sendable {
    case bool, string, double, float, int, int64, int32, int16, int8, uint, uint64, uint32, uint16, uint8, url, data, decimal

    init?(_ type: Any.Type) {
        guard let scalar = Self.byType[ObjectIdentifier(type)] else { return nil }
        self = scalar
    }

    private static let byType: [ObjectIdentifier: ScalarType] = [
        ObjectIdentifier(Bool.self): .bool, ObjectIdentifier(String.self): .string, ObjectIdentifier(Double.self): .double,
        ObjectIdentifier(Float.self): .float, ObjectIdentifier(Int.self): .int, ObjectIdentifier(Int64.self): .int64,
        ObjectIdentifier(Int32.self): .int32, ObjectIdentifier(Int16.self): .int16, ObjectIdentifier(Int8.self): .int8,
        ObjectIdentifier(UInt.self): .uint, ObjectIdentifier(UInt64.self): .uint64, ObjectIdentifier(UInt32.self): .uint32,
        ObjectIdentifier(UInt16.self): .uint16, ObjectIdentifier(UInt8.self): .uint8, ObjectIdentifier(URL.self): .url,
        ObjectIdentifier(Data.self): .data, ObjectIdentifier(Decimal.self): .decimal,
    ]
}
