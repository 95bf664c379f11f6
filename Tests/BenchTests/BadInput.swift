import Testing

/// One bad input for the catalogue: a line typed at the prompt, on a session where the sample delivery
/// (#1, stale at 01:15, with a push token) and a workout timer (#2) are running, and the one line it must
/// print. A push may come from a file, written as `file` next to the session first.
struct BadInput: Sendable, CustomTestStringConvertible {
    let line: String
    /// The one line printed: `error: …` for a refused command, or the event for a push iOS or APNs drops.
    /// `{folder}` stands for the session's folder.
    let expected: String
    /// A file to write in the session's folder before the line runs: its name and contents.
    let file: (name: String, contents: String)?

    init(_ line: String, _ expected: String) {
        self.line = line
        self.expected = expected
        file = nil
    }

    /// `push NAME` for a file named `name` that holds `contents`.
    init(pushFile name: String, holding contents: String, _ expected: String) {
        self.init(line: "push \(name)", file: (name, contents), expected)
    }

    /// `line`, run once a file named `file.name` holds `file.contents`.
    init(line: String, file: (name: String, contents: String), _ expected: String) {
        self.line = line
        self.expected = expected
        self.file = file
    }

    var testDescription: String {
        guard let file else { return line }
        let shown = file.contents.count > 80 ? file.contents.prefix(80) + "…" : file.contents
        return "\(line) with \(file.name) holding \(shown)"
    }

    /// Every entry, by what it exercises.
    static let catalogue = sessionCommands + timeAndSettings + appCommands + starts + updatesAndEnds + gestures + promptPushes + filePushes + serverCommands + appProcessCommands + qaTrial
}
