import Foundation

/// A known field trap: a server writes a `Date` as Unix time, but a default `JSONDecoder` reads it as
/// seconds since 2001, so it lands 31 years later. iOS applies it as it reads it; Tapbench applies it too,
/// and says so, with both readings.
public enum EpochLint {
    /// Warnings for each `Date` in `document` that reads decades ahead but would be near `now` as Unix time.
    public static func warnings(in document: JSONValue, schema: Schema, root: String, now: Date) -> [String] {
        dates(in: document, schema: schema, path: [root]).compactMap { path, seconds in
            let asDecoded = Date(timeIntervalSinceReferenceDate: seconds)
            let asUnix = Date(timeIntervalSince1970: seconds)
            guard asDecoded.timeIntervalSince(now) > 20 * 365 * 86_400, abs(asUnix.timeIntervalSince(now)) < 10 * 365 * 86_400 else { return nil }
            return "\(path.joined(separator: ".")) = \(JSONNumber(seconds).text) reads as \(Timestamp.iso8601(asDecoded)) "
                + "(a default JSONDecoder counts a Date from 2001); as Unix time it would be \(Timestamp.iso8601(asUnix)) — "
                + "send \(JSONNumber(asUnix.timeIntervalSinceReferenceDate).text), or decode with .secondsSince1970"
        }
    }

    /// Warnings for each of `aps`'s dates that reads centuries ahead but would be near `now` counted in milliseconds:
    /// APNs's dates are seconds since 1970 (Apple's documentation, "Starting and updating Live Activities with
    /// ActivityKit push notifications"), and a server that sends JavaScript's `Date.now()` sends milliseconds. iOS
    /// reads what it is sent, so a `timestamp` so far ahead puts every later update behind it.
    public static func millisecondWarnings(in payload: PushPayload, now: Date) -> [String] {
        [("timestamp", payload.timestamp), ("stale-date", payload.staleDate), ("dismissal-date", payload.dismissalDate)].compactMap { key, date in
            guard let seconds = date?.timeIntervalSince1970, seconds - now.timeIntervalSince1970 > 100 * 365 * 86_400 else { return nil }
            let asMilliseconds = Date(timeIntervalSince1970: seconds / 1000)
            guard abs(asMilliseconds.timeIntervalSince(now)) < 10 * 365 * 86_400 else { return nil }
            let thousands = Int(((seconds - now.timeIntervalSince1970) / (365.25 * 86_400) / 1000).rounded())
            return "aps.\(key) = \(JSONNumber(seconds).text) counts seconds since 1970, so it is some \(thousands) thousand years ahead; "
                + "as milliseconds it would be \(Timestamp.iso8601(asMilliseconds)) — send \(JSONNumber((seconds / 1000).rounded(.down)).text)"
        }
    }

    private static func dates(in value: JSONValue, schema: Schema, path: [String]) -> [([String], Double)] {
        switch (schema, value) {
        case (.date, .number(let number)):
            return [(path, number.doubleValue)]
        case (.object(_, let fields), .object(let object)):
            return fields.flatMap { field in object[field.name].map { dates(in: $0, schema: field.schema, path: path + [field.name]) } ?? [] }
        case (.tuple(_, let schemas), .array(let elements)):
            return zip(schemas, elements).enumerated().flatMap { offset, pair in dates(in: pair.1, schema: pair.0, path: path + [String(offset)]) }
        case (.list(_, let element), .array(let elements)):
            return elements.enumerated().flatMap { offset, value in dates(in: value, schema: element, path: path + [String(offset)]) }
        default:
            return []
        }
    }
}
