import Foundation

/// ISO 8601 in UTC, to the millisecond when there is one: `2026-04-25T01:16:00Z`, `2026-04-25T01:16:00.500Z`.
/// Written by hand so that every run prints the same text, whatever the machine's locale. A date outside
/// the years 0001 to 9999, which a decoder accepts from `"arrivalTime": 1e16`, has no such text: it shows
/// as its raw seconds, `Date(timeIntervalSinceReferenceDate: 1e+16)`.
public enum Timestamp {
    /// The dates ISO 8601 writes with a four-digit year: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z.
    /// The virtual clock stays within them.
    public static let showable = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799.999)

    /// `2026-04-25T01:00:00Z`, with milliseconds when there are any, or always (`2026-04-25T01:00:00.000Z`) for
    /// records read by programs, where one shape parses more simply than two.
    public static func iso8601(_ date: Date, alwaysMilliseconds: Bool = false) -> String {
        guard showable.contains(date) else { return raw(date) }
        let time = Components(date)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendDigits(time.year, width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(time.month, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(time.day, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        appendTimeOfDay(time, alwaysMilliseconds: alwaysMilliseconds, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The time of day, `01:16:00` (or `01:16:00.500`), for short one-line output.
    public static func timeOfDay(_ date: Date) -> String {
        guard showable.contains(date) else { return raw(date) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(12)
        appendTimeOfDay(Components(date), alwaysMilliseconds: false, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A date beyond `showable` as Swift holds it, seconds since 2001-01-01, as its JSON carries it.
    private static func raw(_ date: Date) -> String {
        "\(rawPrefix)\(date.timeIntervalSinceReferenceDate))"
    }

    private static let rawPrefix = "Date(timeIntervalSinceReferenceDate: "

    /// A date's calendar fields in UTC, to the millisecond; the date is within `showable`.
    private struct Components {
        let year: Int64, month: Int64, day: Int64
        let secondOfDay: Int64, millisecond: Int64

        init(_ date: Date) {
            let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
            let (days, millisecondOfDay) = floorDivide(milliseconds, 86_400_000)
            (year, month, day) = civilDate(fromDays: days)
            secondOfDay = millisecondOfDay / 1000
            millisecond = millisecondOfDay % 1000
        }
    }

    private static func appendTimeOfDay(_ time: Components, alwaysMilliseconds: Bool, to bytes: inout [UInt8]) {
        appendDigits(time.secondOfDay / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(time.secondOfDay / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(time.secondOfDay % 60, width: 2, to: &bytes)
        if time.millisecond != 0 || alwaysMilliseconds {
            bytes.append(UInt8(ascii: "."))
            appendDigits(time.millisecond, width: 3, to: &bytes)
        }
    }

    /// Writes `value` in decimal, zero-padded to at least `width` digits.
    private static func appendDigits(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt64 = 1
        var digits = 1
        while digits < width || magnitude / divisor >= 10 {
            divisor *= 10
            digits += 1
        }
        var rest = magnitude
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Parses `2026-04-25T01:16:00Z`, with optional fractional seconds and a `±hh:mm` offset, and the raw
    /// form `iso8601` writes for a date beyond `showable`, so that what it writes reads back.
    public static func parse(_ text: String) -> Date? {
        if text.hasPrefix(rawPrefix), text.hasSuffix(")"), let seconds = Double(text.dropFirst(rawPrefix.count).dropLast()) {
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += width
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = 0
        var milliseconds = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: " ") {
            index += 1
            guard let hour = number(2), expect(":"), let minute = number(2), hour < 24, minute < 60 else { return nil }
            seconds = hour * 3600 + minute * 60
            if expect(":") {
                guard let second = number(2), second < 60 else { return nil }
                seconds += second
                if expect(".") {
                    var scale = 100
                    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                        milliseconds += Int(bytes[index] - 48) * scale
                        scale /= 10
                        index += 1
                    }
                }
            }
        }
        var offset = 0
        if expect("Z") {
            offset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(":")
            guard let minutes = number(2) else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard index == bytes.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        // 2026-02-30 is no day: refused, not read as March 2.
        guard civilDate(fromDays: Int64(days)) == (Int64(year), Int64(month), Int64(day)) else { return nil }
        let total = (Int64(days) * 86_400 + Int64(seconds - offset)) * 1000 + Int64(milliseconds)
        return Date(timeIntervalSince1970: Double(total) / 1000)
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
        return (quotient, value - quotient * divisor)
    }

    /// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func civilDate(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
