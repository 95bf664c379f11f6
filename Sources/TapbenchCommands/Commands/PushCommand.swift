import Foundation
import TapbenchCore

/// `push FILE|JSON`: an ActivityKit push, through APNs to the device.
enum PushCommand: Command {
    static let name = "push"
    static let group = CommandGroup.activities
    static let usage =
        "push FILE|JSON|base64:BYTES [--token T] [--channel ID] [--priority 5|10] [--topic T] [--push-type T] [--expiration T] [--collapse-id ID] [--apns-id UUID]"
    static let summary = "send an APNs liveactivity payload: applied as iOS would, or refused with the precise reason"
    static let details = """
        FILE is a JSON payload or a Simulator .apns file (with "Simulator Target Bundle"); JSON is typed inline,
        like {"aps": {"event": "update", …}}; base64:BYTES gives the payload's exact bytes (the APNs endpoint
        records a payload so when it cannot be typed as it came). The token defaults to the push-to-start token of the payload's
        attributes-type for a start, and to the newest activity with a push token otherwise; --token takes a
        token, a prefix of one, #N for activity N's, or a type name for its push-to-start token. Headers default to
        apns-push-type liveactivity, apns-priority 10 and apns-topic <bundle id>.push-type.liveactivity.
        """
    static let options = [
        OptionSpec("--token", ["T"], help: "the device token: a token or a prefix, #N for activity N's, or a type for its push-to-start token"),
        OptionSpec("--channel", ["ID"], help: "a broadcast channel (iOS 18): every subscribed activity"),
        OptionSpec("--priority", ["5|10"], help: "apns-priority (default 10, which draws on the push budget)"),
        OptionSpec("--topic", ["T"], help: "apns-topic (default <bundle id>.push-type.liveactivity)"),
        OptionSpec("--push-type", ["T"], help: "apns-push-type (default liveactivity)"),
        OptionSpec("--expiration", ["T"], help: "apns-expiration: a Unix time in seconds, or 0"),
        OptionSpec("--collapse-id", ["ID"], help: "apns-collapse-id, at most 64 bytes"),
        OptionSpec("--apns-id", ["UUID"], help: "apns-id, a canonical UUID"),
    ]
    static func examples(_ words: ExampleWords) -> [String] {
        [
            #"push {"aps":{"timestamp":1777080000,"event":"update","content-state":\#(words.activity.state(.partway))}}"#,
            #"push {"aps":{"timestamp":1777080000,"event":"end","content-state":\#(words.activity.state(.done))}} --priority 5"#,
        ]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let source = try arguments.positional(0, "FILE or JSON", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        try arguments.expectNoAssignments(usage: usage)
        if arguments.has("--token"), arguments.has("--channel") {
            throw CommandError("give --token or --channel, not both", at: arguments.optionWord("--channel"))
        }
        var request = PushRequest(payload: try payload(source, in: session))
        if let word = arguments.value("--token") { request.target = .token(try token(word, on: session.device)) }
        if let word = arguments.value("--channel") { request.target = .channel(word.text) }
        if let word = arguments.value("--priority") {
            guard let priority = Int(word.text) else { throw CommandError("'\(word.text)' is not a priority — write 10 or 5", at: word) }
            request.priority = priority
        }
        request.topic = arguments.value("--topic")?.text
        if let word = arguments.value("--push-type") { request.pushType = word.text }
        request.expiration = arguments.value("--expiration")?.text
        request.collapseID = arguments.value("--collapse-id")?.text
        request.messageID = arguments.value("--apns-id")?.text
        session.device.push(request)
        return .none
    }

    /// A payload file: read up to 64 KB, well past the 4096 bytes APNs takes, so that an oversized
    /// payload still gets APNs's verdict.
    static let payloadFile = InputFile(kind: "a payload file (.json or .apns)", limit: 65_536)

    /// The payload's bytes, as typed, as `base64:` gives them, or as the file holds them.
    private static func payload(_ word: Word, in session: Session) throws(CommandError) -> [UInt8] {
        if word.text.hasPrefix("{") || word.text.hasPrefix("[") { return Array(word.text.utf8) }
        if word.text.hasPrefix("base64:") {
            guard let bytes = Data(base64Encoded: String(word.text.dropFirst(7))) else {
                throw CommandError("'\(word.text.prefix(20))…' is not base64 — write base64: then the payload's bytes in base64", at: word)
            }
            return Array(bytes)
        }
        return try payloadFile.read(word, relativeTo: session.directory, otherwise: "the JSON itself")
    }

    /// A token QA named: an activity's (`#1`, `#9FB9AA`), a type's name, a token or a unique prefix of one.
    static func token(_ word: Word, on device: Device) throws(CommandError) -> String {
        if word.text.hasPrefix("#") {
            let activity = try ActivityReference(word).resolve(on: device)
            guard let token = activity.pushToken else {
                throw CommandError("#\(activity.number) has no push token: it was started without --push token", at: word)
            }
            return token
        }
        if let type = device.catalog.activityType(named: word.text), let token = device.pushToStartToken(ofType: type.name) { return token }
        let lowered = word.text.lowercased()
        let known = device.activities.compactMap(\.pushToken) + device.catalog.activityTypes.compactMap { device.pushToStartToken(ofType: $0.name) }
        let matches = Set(known.filter { $0.hasPrefix(lowered) })
        if known.contains(lowered) { return lowered }
        // A prefix is shorter than a 32-byte token: a token cut to 64 digits is a server's bug, not a prefix.
        if lowered.count >= 6, lowered.count < 64, matches.count == 1, let token = matches.first { return token }
        if lowered.count < 64, matches.count > 1 { throw CommandError("'\(word.text)' starts \(matches.count) tokens — give more of it", at: word) }
        return lowered
    }
}
