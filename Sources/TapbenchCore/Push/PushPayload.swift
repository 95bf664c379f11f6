import Foundation

/// The `aps` dictionary of a liveactivity push, read as ActivityKit reads it. Fields keep their JSON so
/// that the device can decode them through the app's types and report exactly what went wrong.
public struct PushPayload: Sendable {
    public enum Event: String, Sendable, Hashable, CaseIterable {
        case start, update, end
    }

    public let event: Event
    /// `timestamp`, in seconds since 1970.
    public let timestamp: Date?
    public let contentState: JSONValue?
    public let staleDate: Date?
    public let dismissalDate: Date?
    public let relevanceScore: Double?
    public let alert: Alert?
    /// `attributes-type` and `attributes`, for a start.
    public let attributesType: String?
    public let attributes: JSONValue?
    /// `input-push-token: 1` asks for the new activity's push token.
    public let inputPushToken: Bool
    /// `input-push-channel` (iOS 18) subscribes the new activity to a broadcast channel (Apple's
    /// documentation, "Starting and updating Live Activities with ActivityKit push notifications").
    public let inputPushChannel: String?
    /// The `.apns` file's `Simulator Target Bundle`, when the push came from one.
    public let simulatorBundle: String?
    /// Things iOS ignores without a word: keys it does not know, and the like.
    public let notes: [String]
    /// Unknown keys of `aps` by the ActivityKit key they most resemble: `content-state` → `contentState`.
    public let lookalikes: [String: String]

    /// The keys of `aps` that ActivityKit reads.
    static let knownKeys: Set<String> = [
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score", "alert", "attributes-type", "attributes",
        "input-push-token", "input-push-channel",
    ]

    /// Reads a payload: malformed JSON and a missing or wrong `aps` are problems; so are fields of the
    /// wrong JSON type. Whether the content decodes is the device's business.
    ///
    /// A payload that is not a JSON object is dropped by the device, not refused by APNs: a modelling choice,
    /// since APNs documents no reason for it (its reasons are listed in "Handling notification responses from APNs").
    public static func parse(_ bytes: [UInt8]) throws(PushProblem) -> PushPayload {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw PushProblem(.device, "malformed-json", error.description)
        }
        guard case .object(let root) = document else {
            throw PushProblem(.device, "malformed-json", "the payload is \(document.kindDescription), not a JSON object")
        }
        guard let apsValue = root["aps"] else {
            throw PushProblem(.device, "missing-aps", "the payload has no \"aps\" dictionary (\(root.keys.isEmpty ? "it is empty" : "keys: " + root.keys.joined(separator: ", ")))")
        }
        guard case .object(let aps) = apsValue else {
            throw PushProblem(.device, "missing-aps", "\"aps\" is \(apsValue.kindDescription), not a dictionary")
        }
        var notes: [String] = []
        var lookalikes: [String: String] = [:]
        if aps["sound"] != nil {
            // A Live Activity's sound is its alert's (Apple's documentation, "Starting and updating Live Activities
            // with ActivityKit push notifications", whose payloads put it in `alert`).
            notes.append("aps.sound is outside alert; a Live Activity plays aps.alert.sound, so iOS plays nothing for this one")
        }
        for key in aps.keys where !knownKeys.contains(key) && key != "sound" {
            let closest = Suggestion.closest(to: key, among: Array(knownKeys))
            if let closest { lookalikes[closest] = key }
            notes.append("aps.\(key) is not an ActivityKit key; iOS ignores it\(closest.map { " (did you mean \"\($0)\"?)" } ?? "")")
        }
        for key in root.keys where key != "aps" && key != "Simulator Target Bundle" {
            notes.append("\"\(key)\" is outside aps; the app's Live Activity never sees it")
        }
        guard let eventValue = aps["event"] else {
            throw PushProblem(.device, "missing-event", "aps.event is missing; it must be start, update or end")
        }
        guard let eventName = eventValue.stringValue, let event = Event(rawValue: eventName) else {
            throw PushProblem(.device, "unknown-event", "aps.event must be start, update or end, not \(eventValue.jsonText)")
        }
        return PushPayload(
            event: event, timestamp: try date(aps, "timestamp"), contentState: aps["content-state"], staleDate: try date(aps, "stale-date"),
            dismissalDate: try date(aps, "dismissal-date"), relevanceScore: try number(aps, "relevance-score"), alert: try PushAlert.read(aps, notes: &notes),
            attributesType: try string(aps, "attributes-type"), attributes: aps["attributes"],
            inputPushToken: try number(aps, "input-push-token") == 1, inputPushChannel: try string(aps, "input-push-channel"), simulatorBundle: root["Simulator Target Bundle"]?.stringValue,
            notes: notes, lookalikes: lookalikes)
    }

    /// `aps.KEY is missing`, naming the key the payload has instead when it looks like a misspelling.
    func missing(_ key: String) -> String {
        "aps.\(key) is missing" + (lookalikes[key].map { " (the payload has aps.\($0): rename it to \"\(key)\")" } ?? "")
    }

    private static func number(_ aps: JSONObject, _ key: String) throws(PushProblem) -> Double? {
        guard let value = aps[key] else { return nil }
        guard let number = value.doubleValue else {
            throw PushProblem(.device, "field-type", "aps.\(key) must be a number, not \(value.kindDescription)")
        }
        guard number.isFinite else {
            throw PushProblem(.device, "field-type", "aps.\(key) is \(value.jsonText), beyond the range of a Double — send a number a Double can hold")
        }
        return number
    }

    /// Dates in the `aps` dictionary are seconds since 1970, as APNs documents them.
    private static func date(_ aps: JSONObject, _ key: String) throws(PushProblem) -> Date? {
        try number(aps, key).map { Date(timeIntervalSince1970: $0) }
    }

    private static func string(_ aps: JSONObject, _ key: String) throws(PushProblem) -> String? {
        guard let value = aps[key] else { return nil }
        guard let string = value.stringValue else {
            throw PushProblem(.device, "field-type", "aps.\(key) must be a string, not \(value.kindDescription)")
        }
        return string
    }

}

extension PushPayload {
    /// How an activity that this push starts receives pushes: through the channel `input-push-channel` names,
    /// or its own token when `input-push-token` is 1, or not at all.
    var requestedPushType: PushType? {
        if let inputPushChannel { return .channel(inputPushChannel) }
        return inputPushToken ? .token : nil
    }
}
