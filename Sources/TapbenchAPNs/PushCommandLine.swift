#if APNs
import Foundation
import TapbenchCommands
import TapbenchCore

/// A push that reached the endpoint, written as the `push` command that delivers it to the device: the same
/// checks and events as QA's own `push`, and a transcript step that replays without a network.
///
/// ```swift
/// PushCommandLine(payload: bytes, target: .token("35714a86…"), headers: headers).text
/// // push {"aps":{"event":"update",…}} --token 35714a86… --priority 10 --topic com.example.delivery.push-type.liveactivity
/// ```
struct PushCommandLine: Sendable {
    enum Target: Sendable {
        case token(String)
        case channel(String)
    }

    let text: String

    /// The command, or the refusal for a header value no command word can carry.
    init(payload: [UInt8], target: Target, pushType: String, topic: String?, priority: String, optional: [(option: String, value: String?)]) throws(Refusal) {
        var words = ["push", Self.payloadWord(payload)]
        switch target {
        case .token(let token): words += ["--token", token]
        case .channel(let channel): words += ["--channel", try Self.word(channel, or: Refusal(400, "BadChannelId", "apns-channel-id cannot be read"))]
        }
        words += ["--priority", priority]
        if let topic { words += ["--topic", try Self.word(topic, or: Refusal(400, "BadTopic", "apns-topic has both kinds of quote"))] }
        words += ["--push-type", try Self.word(pushType, or: Refusal(400, "InvalidPushType", "apns-push-type has both kinds of quote"))]
        for (option, value) in optional {
            guard let value else { continue }
            words += [option, try Self.word(value, or: Refusal(400, Self.reason(for: option), "\(option.dropFirst(2)) has both kinds of quote"))]
        }
        text = words.joined(separator: " ")
    }

    private static func reason(for option: String) -> String {
        switch option {
        case "--expiration": "BadExpirationDate"
        case "--collapse-id": "BadCollapseId"
        default: "BadMessageId"
        }
    }

    /// The payload as typed JSON when the command reads it back byte for byte, otherwise `base64:…`, so that
    /// its size and every byte reach the device as sent. A pretty-printed payload is laid out on one line first:
    /// its line breaks and tabs, which JSON allows only between tokens, become spaces, and the whitespace around it
    /// moves just inside its outer brackets. The same JSON, the same size, shown in a transcript as it reads.
    static func payloadWord(_ payload: [UInt8]) -> String {
        if let word = typedJSON(payload) { return word }
        if (try? JSONParser.parse(String(decoding: payload, as: UTF8.self))) != nil, let word = typedJSON(oneLine(payload)) { return word }
        return "base64:" + Data(payload).base64EncodedString()
    }

    /// JSON's whitespace as spaces, those before and after the value moved just inside its outer brackets.
    private static func oneLine(_ payload: [UInt8]) -> [UInt8] {
        let spaced = payload.map { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        let leading = spaced.prefix { $0 == 0x20 }.count
        let trailing = spaced.reversed().prefix { $0 == 0x20 }.count
        let value = spaced.dropFirst(leading).dropLast(trailing)
        guard value.count >= 2, let open = value.first, let close = value.last, open == UInt8(ascii: "{") || open == UInt8(ascii: "[") else {
            return spaced
        }
        return [open] + Array(repeating: 0x20, count: leading) + value.dropFirst().dropLast() + Array(repeating: 0x20, count: trailing) + [close]
    }

    /// The payload as a command word of typed JSON, when the command reads it back byte for byte.
    private static func typedJSON(_ payload: [UInt8]) -> String? {
        let text = String(decoding: payload, as: UTF8.self)
        let typeable = Array(text.utf8) == payload && !payload.contains { $0 < 0x20 || $0 == 0x7F } && (text.hasPrefix("{") || text.hasPrefix("["))
        if typeable, let words = try? Tokenizer.words("push " + text), words.count == 2, words[1].text == text { return text }
        return nil
    }

    /// A header value as one command word: bare, or quoted when it has spaces or quotes.
    private static func word(_ value: String, or refusal: Refusal) throws(Refusal) -> String {
        if value.isEmpty { return "''" }
        let plain = !value.hasPrefix("-") && !value.contains { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "{" || $0 == "[" || $0 == ";" }
        if plain { return value }
        if !value.contains("\"") { return "\"\(value)\"" }
        if !value.contains("'") { return "'\(value)'" }
        throw refusal
    }
}
#endif
