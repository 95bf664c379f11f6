import Foundation
import TapbenchCore
import TapbenchRouting

/// The words of `server stub`, `server fail` and `server forward`, read into a `ServerStub`: at the prompt, in a
/// transcript, and in the server file an app's bench ships (`ServerFile`).
///
/// ```swift
/// let words = try Tokenizer.words(#"POST https://api.delivery.example.com/orders/:id/cancel 409 {"error": "picked up"}"#)
/// let stub = try StubDeclaration.read(.stub, words, in: folder, now: device.now)
/// ```
public enum StubDeclaration {
    /// The three ways to declare what answers a request.
    public enum Kind: String, Sendable, CaseIterable {
        case stub, fail, forward

        public var usage: String {
            switch self {
            case .stub: "server stub METHOD URL [STATUS] [BODY | @FILE] [--latency D] [--times N] [--header 'Name: value']"
            case .fail: "server fail METHOD URL offline|timeout|reset|dns [--after D] [--times N]"
            case .forward: "server forward URL http://127.0.0.1:PORT"
            }
        }

        /// The options it takes.
        public var options: [String] {
            switch self {
            case .stub: ["--latency", "--times", "--header"]
            case .fail: ["--after", "--times"]
            case .forward: []
            }
        }
    }

    /// The methods completion and help offer; any other method made of letters is taken too.
    public static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "*"]

    /// The most a body file may hold.
    static let bodyLimit = 1 << 20

    /// Reads the words after `server stub` (or `fail`, `forward`). `@FILE` bodies are read from `folder`; a latency
    /// must end, from `now`, within the years the bench can show. `source` says where the words were written.
    public static func read(_ kind: Kind, _ words: [Word], in folder: URL, now: Date, source: String? = nil) throws(CommandError) -> ServerStub {
        var positionals: [Word] = []
        var latency: Duration?
        var times: Int?
        var headers: [HTTPHeader] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.raw.hasPrefix("--"), !word.isQuoted else {
                positionals.append(word)
                continue
            }
            guard kind.options.contains(word.text) else {
                let suggestion = Suggestion.closest(to: word.text, among: kind.options).map { " — did you mean '\($0)'?" }
                let known = kind.options.isEmpty ? " ('server \(kind.rawValue)' takes no options)" : " (options: \(kind.options.joined(separator: ", ")))"
                throw CommandError("unknown option '\(word.text)' for 'server \(kind.rawValue)'\(suggestion ?? known)", at: word)
            }
            guard index < words.count else { throw CommandError("'\(word.text)' needs a value — usage: \(kind.usage)", at: word) }
            let value = words[index]
            index += 1
            switch word.text {
            case "--latency", "--after":
                guard latency == nil else { throw CommandError("option '\(word.text)' given twice — give it once", at: word) }
                latency = try duration(value, now: now)
            case "--times":
                guard times == nil else { throw CommandError("option '--times' given twice — give it once", at: word) }
                guard let count = Int(value.text), count > 0 else {
                    throw CommandError("'\(value.text)' is not a count of requests — write a whole number from 1, such as 1 or 3", at: value)
                }
                times = count
            default:
                headers.append(try header(value))
            }
        }
        switch kind {
        case .stub:
            guard positionals.count >= 2 else { throw CommandError("missing \(positionals.isEmpty ? "METHOD" : "URL") — usage: \(kind.usage)", at: positionals.last) }
            var rest = positionals.dropFirst(2)
            var status = 200
            if let first = rest.first, first.text.allSatisfy(\.isNumber), !first.isQuoted {
                status = try self.status(first)
                rest = rest.dropFirst()
            }
            if rest.count > 1 { throw CommandError("unexpected '\(rest[rest.startIndex + 1].text)' — a stub has one body: quote it, or write it in a file and give @FILE", at: rest[rest.startIndex + 1]) }
            let body = try rest.first.map { word throws(CommandError) in try self.body(word, in: folder) } ?? Data()
            return ServerStub(
                method: try method(positionals[0]), pattern: try pattern(positionals[1]), answer: .response(.with(status: status, body: body, headers: headers)),
                latency: latency, times: times, source: source)
        case .fail:
            guard positionals.count >= 3 else {
                let missing = ["METHOD", "URL", "offline, timeout, reset or dns"][positionals.count]
                throw CommandError("missing \(missing) — usage: \(kind.usage)", at: positionals.last)
            }
            if positionals.count > 3 { throw CommandError("unexpected '\(positionals[3].text)' — usage: \(kind.usage)", at: positionals[3]) }
            guard let failure = NetworkFailure(rawValue: positionals[2].text) else {
                let suggestion = Suggestion.closest(to: positionals[2].text, among: NetworkFailure.allCases.map(\.rawValue)).map { " — did you mean '\($0)'?" } ?? ""
                throw CommandError("'\(positionals[2].text)' is not a way to fail\(suggestion) — write offline, timeout, reset or dns", at: positionals[2])
            }
            return ServerStub(
                method: try method(positionals[0]), pattern: try pattern(positionals[1]), answer: .failure(failure), latency: latency, times: times, source: source)
        case .forward:
            guard positionals.count >= 2 else { throw CommandError("missing \(positionals.isEmpty ? "URL" : "the server to forward to") — usage: \(kind.usage)", at: positionals.last) }
            if positionals.count > 2 { throw CommandError("unexpected '\(positionals[2].text)' — usage: \(kind.usage)", at: positionals[2]) }
            return ServerStub(method: nil, pattern: try pattern(positionals[0]), answer: .forward(to: try loopback(positionals[1])), source: source)
        }
    }

    private static func method(_ word: Word) throws(CommandError) -> String? {
        if word.text == "*" { return nil }
        guard !word.text.isEmpty, word.text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) else {
            throw CommandError("'\(word.text)' is not an HTTP method — write GET, POST, PUT, PATCH, DELETE, or * for any", at: word)
        }
        return word.text.uppercased()
    }

    private static func pattern(_ word: Word) throws(CommandError) -> RoutePattern {
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(word.text)
        } catch {
            throw CommandError("'\(word.text)' is not a URL pattern: \(error)", at: word)
        }
        guard pattern.scheme == "https" || pattern.scheme == "http" else {
            throw CommandError("'\(word.text)' is not an http or https URL — the app reaches its server over https, such as https://api.example.com/orders/:id", at: word)
        }
        return pattern
    }

    private static func status(_ word: Word) throws(CommandError) -> Int {
        guard let status = Int(word.text), (100...599).contains(status) else {
            throw CommandError("'\(word.text)' is not an HTTP status — write one from 100 to 599, such as 200, 409 or 503", at: word)
        }
        return status
    }

    private static func body(_ word: Word, in folder: URL) throws(CommandError) -> Data {
        guard !word.isQuoted, word.text.hasPrefix("@") else { return Data(word.text.utf8) }
        let name = Word(raw: String(word.raw.dropFirst()), text: String(word.text.dropFirst()), column: word.column + 1)
        guard !name.text.isEmpty else { throw CommandError("'@' names no file — write @FILE, such as @payloads/order.json", at: word) }
        return Data(try InputFile(kind: "a body file", limit: bodyLimit).read(name, relativeTo: folder, otherwise: "the body itself"))
    }

    private static func duration(_ word: Word, now: Date) throws(CommandError) -> Duration {
        let latest = Timestamp.iso8601(Timestamp.showable.upperBound)
        guard let duration = DurationText.parse(word.text) else {
            let isNumbersAndUnits = !word.text.isEmpty && word.text.allSatisfy { $0.isNumber || $0 == "." || "mshd".contains($0) }
            if isNumbersAndUnits, word.text.first?.isNumber == true {
                throw CommandError("a wait of \(word.text) would end after \(latest), the latest time the bench can show — write a shorter one", at: word)
            }
            throw CommandError("'\(word.text)' is not a duration — write one such as 120ms, 2s or 1m", at: word)
        }
        guard now.addingTimeInterval(duration.timeInterval) <= Timestamp.showable.upperBound else {
            throw CommandError("a wait of \(word.text) would end after \(latest), the latest time the bench can show — write a shorter one", at: word)
        }
        return duration
    }

    private static func header(_ word: Word) throws(CommandError) -> HTTPHeader {
        let parts = word.text.split(separator: ":", maxSplits: 1)
        let name = parts.first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        guard parts.count == 2, !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F && !"()<>@,;:\\\"/[]?={}".unicodeScalars.contains($0) }),
            !word.text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw CommandError("'\(word.text)' is not a header — write 'Name: value', such as 'Retry-After: 30'", at: word)
        }
        return HTTPHeader(name, String(parts[1]).trimmingCharacters(in: .whitespaces))
    }

    /// A server on this machine: `http://127.0.0.1:PORT`, `http://localhost:PORT` or `http://[::1]:PORT`.
    private static func loopback(_ word: Word) throws(CommandError) -> String {
        let refusal = CommandError(
            "'\(word.text)' is not a server on this machine — the bench forwards only to loopback, such as http://127.0.0.1:8080", at: word)
        guard let components = URLComponents(string: word.text), components.scheme?.lowercased() == "http", let host = components.host?.lowercased(),
            ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host), components.user == nil, components.query == nil, components.fragment == nil
        else { throw refusal }
        guard let port = components.port, (1...65535).contains(port) else {
            throw CommandError("'\(word.text)' names no port — write http://127.0.0.1:PORT, such as http://127.0.0.1:8080", at: word)
        }
        return word.text.hasSuffix("/") ? String(word.text.dropLast()) : word.text
    }
}
