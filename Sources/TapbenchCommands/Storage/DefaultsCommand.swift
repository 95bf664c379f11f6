import Foundation
import TapbenchCore

/// `defaults [SUITE] | defaults write SUITE KEY VALUE | defaults delete SUITE [KEY]`: what the app stored in
/// `UserDefaults`, in the session's sandbox, and values set up before a flow.
enum DefaultsCommand: Command {
    static let name = "defaults"
    static let group = CommandGroup.app
    static let usage = "defaults [SUITE] | defaults write SUITE KEY VALUE | defaults delete SUITE [KEY]"
    static let summary = "what the app stored in UserDefaults this session; write or delete a value"
    static let details = """
        The app's storage belongs to the session: UserDefaults (standard and suites), app-group containers and the
        app's Documents, Caches and temporary folders live in a sandbox made for each session and each replayed
        transcript, kept while the app is terminated and relaunched, and gone at 'reset'. SUITE is a suite's name,
        such as an app group's, or 'standard' for UserDefaults.standard. VALUE is a JSON literal where one parses
        (3, true, ["B-2040"], {"a": 1}), else a string.
        """
    static func examples(_ words: ExampleWords) -> [String] {
        ["defaults write \(words.defaultsSuite) onboarded true", "defaults \(words.defaultsSuite)"]
    }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        guard AppStorage.sandbox != nil else {
            throw CommandError("this session runs in the bench's own process, which has no sandbox for the app's storage: run it in a worker (the REPL, run, replay)", column: nil)
        }
        // What the app set, on disk, where the domains are found and the standard one is read.
        AppStorage.flush()
        guard let first = arguments.positionals.first else { return CommandResult(lines: overview()) }
        switch first.text {
        case "write":
            try arguments.expectPositionals(atMost: 4, usage: usage)
            let suite = try suiteWord(arguments, at: 1)
            let key = try arguments.positional(2, "KEY", usage: usage)
            let valueWord = try arguments.positional(3, "VALUE", usage: usage)
            let value = (try? JSONParser.parse(valueWord.text)) ?? .string(valueWord.text)
            guard let stored = PropertyListValue.object(of: value) else {
                throw CommandError("null cannot be stored in UserDefaults — remove the value with 'defaults delete \(suite.text) \(key.text)'", at: valueWord)
            }
            let defaults = try defaults(suite)
            defaults.set(stored, forKey: key.text)
            return CommandResult(lines: ["\(suite.text): \(key.text) = \(PropertyListValue.text(of: defaults.object(forKey: key.text) ?? stored))"])
        case "delete":
            try arguments.expectPositionals(atMost: 3, usage: usage)
            let suite = try suiteWord(arguments, at: 1)
            let defaults = try defaults(suite)
            guard arguments.positionals.count == 3 else {
                UserDefaults.standard.removePersistentDomain(forName: suite.text == AppStorage.standardName ? AppStorage.standardDomain : suite.text)
                return CommandResult(lines: ["\(suite.text): every value deleted"])
            }
            let key = arguments.positionals[2]
            guard defaults.object(forKey: key.text) != nil else {
                throw CommandError("\(suite.text) has no value for '\(key.text)'\(known(in: suite.text))", at: key)
            }
            defaults.removeObject(forKey: key.text)
            return CommandResult(lines: ["\(suite.text): \(key.text) deleted"])
        default:
            try arguments.expectPositionals(atMost: 1, usage: usage)
            _ = try defaults(first)
            let values = AppStorage.values(of: first.text)
            guard !values.isEmpty else { return CommandResult(lines: ["\(first.text): nothing stored"]) }
            return CommandResult(lines: values.keys.sorted().map { "\($0) = \(PropertyListValue.text(of: values[$0]!))" })
        }
    }

    /// Every domain with what it holds, the standard one first.
    private static func overview() -> [String] {
        let standard = AppStorage.values(of: AppStorage.standardName)
        var lines = ["\(AppStorage.standardName): " + (standard.isEmpty ? "nothing stored" : standard.keys.sorted().joined(separator: ", "))]
        for suite in AppStorage.suites() {
            let keys = AppStorage.values(of: suite).keys.sorted()
            lines.append("\(suite): " + (keys.isEmpty ? "nothing stored" : keys.joined(separator: ", ")))
        }
        return lines
    }

    private static func suiteWord(_ arguments: Arguments, at index: Int) throws(CommandError) -> Word {
        try arguments.positional(index, "SUITE", usage: usage)
    }

    private static func defaults(_ suite: Word) throws(CommandError) -> UserDefaults {
        guard !suite.text.isEmpty, !suite.text.contains("/"), suite.text != ".", suite.text != "..", let defaults = AppStorage.defaults(suite.text) else {
            throw CommandError("'\(suite.text)' is not a suite UserDefaults opens — name one such as an app group, or 'standard'", at: suite)
        }
        return defaults
    }

    private static func known(in suite: String) -> String {
        let keys = AppStorage.values(of: suite).keys.sorted()
        return keys.isEmpty ? "" : " (it has \(keys.joined(separator: ", ")))"
    }
}
