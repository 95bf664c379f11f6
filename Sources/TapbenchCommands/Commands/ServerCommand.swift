import Foundation
import TapbenchCore

/// `server stub|fail|forward|list|log|remove|clear|load|record`: how the app's server answers, and what the app
/// asked it.
enum ServerCommand: Command {
    static let name = "server"
    static let group = CommandGroup.app
    static let usage = "server stub|fail|forward|list|log|remove|clear|load|record …"
    static let summary = "answer the app's requests with stubs, failures or a local server, and list what it asked"
    static let details = """
        server stub METHOD URL [STATUS] [BODY | @FILE] [--latency D] [--times N] [--header 'Name: value']
        server fail METHOD URL offline|timeout|reset|dns [--after D] [--times N]
        server forward URL http://127.0.0.1:PORT        send matching requests to a server on this machine
        server list | server log [N] | server remove N | server clear | server load FILE | server record FILE
        Every request the app sends with URLSession comes here; nothing leaves the machine. URLs take the route
        pattern syntax (:name, :name(int), *, **, ?key) and the most specific pattern answers, as routes rank; among
        patterns that match the same URLs a stub of the request's method beats '*', and the newest stub wins. A stub's latency passes on
        the virtual clock, counting toward an intent's budget. A request no stub answers fails at once as on a
        phone with no connection ('set unanswered-requests fail' also fails the command). 'server log N' shows
        the request's headers and body; 'server record FILE' writes what forwarded requests got as stubs.
        """
    static let readsOwnWords = true

    /// `server record` writes a file and is not a step of the flow: a transcript does not keep it.
    static func isRecorded(_ words: [Word]) -> Bool { words.first?.text != "record" }

    static let actions = ["stub", "fail", "forward", "list", "log", "remove", "clear", "load", "record"]

    static func examples(_ words: ExampleWords) -> [String] {
        let request = words.serverRequest
        return ["server stub \(request.method) \(request.pattern) 409 {\"error\": \"conflict\"} --latency 1200ms", "server log"]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        guard let action = arguments.words.first else { throw CommandError("missing an action — usage: \(usage)") }
        let rest = Array(arguments.words.dropFirst())
        let server = session.device.server
        switch action.text {
        case "stub", "fail", "forward":
            let kind = StubDeclaration.Kind(rawValue: action.text)!
            guard !rest.isEmpty else { throw CommandError("missing METHOD and URL — usage: \(kind.usage)", at: action) }
            let stub = try StubDeclaration.read(kind, rest, in: session.directory, now: session.device.now)
            let number = server.add(stub)
            return CommandResult(lines: ["stub \(number): \(summary(of: stub))"])
        case "list":
            try rest.expectCount(0...0, missing: "", usage: "server list", after: action)
            let stubs = server.stubs
            guard !stubs.isEmpty else { return CommandResult(lines: ["no stubs: every request fails as offline — add one with \(StubDeclaration.Kind.stub.usage)"]) }
            return CommandResult(lines: stubs.map(listing))
        case "log":
            try rest.expectCount(0...1, missing: "", usage: "server log [N]", after: action)
            let log = server.log
            if let word = rest.first {
                guard let number = Int(word.text), let exchange = log.first(where: { $0.number == number }) else {
                    throw CommandError("no request \(word.text) — 'server log' lists \(log.isEmpty ? "none yet" : "1 to \(log.count)")", at: word)
                }
                return CommandResult(lines: ExchangeText.details(exchange, renderer: session.renderer))
            }
            guard !log.isEmpty else { return CommandResult(lines: ["the app has sent no requests"]) }
            return CommandResult(lines: log.map { ExchangeText.listing($0, renderer: session.renderer) })
        case "remove":
            try rest.expectCount(1...1, missing: "N", usage: "server remove N", after: action)
            guard let number = Int(rest[0].text), let removed = server.remove(number) else {
                let numbers = server.stubs.map { String($0.number) }
                throw CommandError("no stub \(rest[0].text) — 'server list' shows \(numbers.isEmpty ? "none" : numbers.joined(separator: ", "))", at: rest[0])
            }
            return CommandResult(lines: ["removed stub \(number): \(StubText.command(removed, bodyLimit: 60))"])
        case "clear":
            try rest.expectCount(0...0, missing: "", usage: "server clear", after: action)
            let count = server.removeAll()
            return CommandResult(lines: ["removed \(count) stub\(count == 1 ? "" : "s"); every request now fails as offline"])
        case "load":
            try rest.expectCount(1...1, missing: "FILE", usage: "server load FILE", after: action)
            return try load(rest[0], in: session)
        case "record":
            try rest.expectCount(1...1, missing: "FILE", usage: "server record FILE", after: action)
            return try record(to: rest[0], in: session, action: action)
        default:
            let suggestion = Suggestion.closest(to: action.text, among: actions).map { " — did you mean '\($0)'?" } ?? ""
            throw CommandError("unknown action '\(action.text)'\(suggestion) — usage: \(usage)", at: action)
        }
    }

    /// What a stub answers, in a few words: `POST https://…/cancel → 409 after 1s200ms, 1 time`.
    static func summary(of stub: ServerStub) -> String {
        let request = "\(stub.method ?? "*") \(stub.pattern)"
        let answer: String =
            switch stub.answer {
            case .response(let response): String(response.status)
            case .failure(let failure): failure.description
            case .forward(let target): "forwarded to \(target)"
            }
        var notes: [String] = []
        if let latency = stub.latency { notes.append("after \(DurationText.format(latency))") }
        if let times = stub.times { notes.append("\(times) time\(times == 1 ? "" : "s")") }
        return "\(request) → \(answer)" + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", "))
    }

    /// `server list`'s line: the number, the command, and where it came from and how much of it is left.
    private static func listing(_ entry: NumberedStub) -> String {
        var notes: [String] = []
        if let times = entry.stub.times { notes.append(entry.isUsedUp ? "used up" : "\(times - entry.used) of \(times) left") }
        if let source = entry.stub.source { notes.append(source) }
        return "\(entry.number)  \(StubText.command(entry.stub, bodyLimit: 60))" + (notes.isEmpty ? "" : "  (\(notes.joined(separator: "; ")))")
    }

    private static func load(_ word: Word, in session: Session) throws(CommandError) -> CommandResult {
        let bytes = try InputFile(kind: "a server file", limit: 1 << 20).read(word, relativeTo: session.directory, otherwise: "declare the stubs with 'server stub'")
        let url = URL(fileURLWithPath: word.text, relativeTo: session.directory).standardizedFileURL
        let file = ServerFile(String(decoding: bytes, as: UTF8.self), path: word.text, folder: url.deletingLastPathComponent(), now: session.device.now)
        if let problem = file.problems.first { throw CommandError(problem + (file.problems.count > 1 ? " (and \(file.problems.count - 1) more)" : ""), at: word) }
        guard !file.stubs.isEmpty else { throw CommandError("\(word.text) declares no stubs — write 'server stub' lines in it", at: word) }
        let numbers = file.stubs.map { session.device.server.add($0) }
        let range = numbers.count == 1 ? "stub \(numbers[0])" : "stubs \(numbers[0])–\(numbers[numbers.count - 1])"
        return CommandResult(lines: ["loaded \(numbers.count) stub\(numbers.count == 1 ? "" : "s") from \(word.text) (\(range))"])
    }

    /// Writes each answer a forwarded request got as a stub, so that the session replays with no server. A URL
    /// answered more than once gets `--times 1` stubs, the last answer first: the newest stub answers first, so
    /// the answers come back in the order the server gave them.
    private static func record(to word: Word, in session: Session, action: Word) throws(CommandError) -> CommandResult {
        guard session.makeRecording != nil else { throw CommandError("'server record' writes a file at the REPL, not in a replay or a script", at: action) }
        let forwarded = session.device.server.log.filter { $0.forwardedTo != nil }
        guard !forwarded.isEmpty else {
            throw CommandError("no request has been forwarded yet — 'server forward URL http://127.0.0.1:PORT' sends them to your server first", at: action)
        }
        let lines = RecordedStubs.lines(forwarded)
        let url = URL(fileURLWithPath: word.text, relativeTo: session.directory).standardizedFileURL
        do {
            try Data(lines.joined(separator: "\n").appending("\n").utf8).write(to: url)
        } catch {
            throw CommandError("cannot write \(word.text): \(error.localizedDescription)", at: word)
        }
        return CommandResult(lines: ["wrote \(forwarded.count) answer\(forwarded.count == 1 ? "" : "s") to \(word.text) — 'server load \(word.text)' answers with them"])
    }
}
