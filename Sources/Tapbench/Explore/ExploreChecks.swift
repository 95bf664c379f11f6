import Foundation
import TapbenchCommands
import TapbenchTranscripts

/// A team's rules written as a transcript of checks (`explore --checks FILE`): commands that only look at the
/// device, each with the output it must print, `...` and `[..]` as in any transcript. They run after every step; a
/// step after which one prints something else breaks the rule `check FILE:LINE`.
///
/// ````
/// ```tapbench
/// tapbench> defaults
/// standard: nothing stored
/// ...
/// ```
/// ````
struct ExploreChecks: Sendable {
    /// One command and the output it must print.
    struct Check: Sendable, Hashable {
        let command: String
        let expected: [String]
        /// `checks.md:12`: where the command is, which names the rule.
        let place: String
    }

    let checks: [Check]

    /// The commands a check may run: they show the device and change nothing.
    static let looking = "list, show, tokens, server log, server list, defaults SUITE, app, routes, types, intents"

    init(checks: [Check] = []) {
        self.checks = checks
    }

    /// The checks of each file in `paths`; one line that says what is wrong with the first file that cannot be one.
    init(files paths: [String]) throws(ExploreChecksError) {
        var checks: [Check] = []
        for path in paths {
            let document: TranscriptDocument
            do {
                document = try TranscriptDocument.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
            } catch let error as TranscriptError {
                throw ExploreChecksError(message: error.description)
            } catch {
                throw ExploreChecksError(message: "--checks: no readable file at \(path) — give a transcript of checks, such as checks.md")
            }
            guard !document.steps.isEmpty else { throw ExploreChecksError(message: "\(path): no checks — write commands in a ```tapbench block, each with the output it must print") }
            for step in document.steps {
                guard Self.onlyLooks(step.command) else {
                    throw ExploreChecksError(message: "\(path):\(step.line): '\(step.command)' changes the device — a check only looks: \(Self.looking)")
                }
                checks.append(Check(command: step.command, expected: step.expected, place: "\((path as NSString).lastPathComponent):\(step.line)"))
            }
        }
        self.checks = checks
    }

    /// Whether `command` only looks at the device.
    static func onlyLooks(_ command: String) -> Bool {
        let words = command.split(separator: " ").map(String.init)
        switch words.first {
        case "list", "show", "types", "intents": return true
        case "tokens", "app": return words.count == 1
        case "server": return words.count == 2 && ["log", "list"].contains(words[1]) || words.count == 3 && words[1] == "log"
        case "defaults": return words.count == 1 || words.count == 2 && !["write", "delete"].contains(words[1])
        case "routes": return words.count == 1 || words == ["routes", "--check"]
        default: return false
        }
    }

    /// The first check whose command prints what it must not on the device `session` stands at, as a broken rule.
    func broken(in session: any CommandRunner) async -> ExploreViolation? {
        for check in checks {
            let outcome = await session.execute(check.command)
            let printed = outcome.error.map { ["error: \($0.message)"] } ?? outcome.lines
            guard outcome.checkFailed || !OutputPattern.matches(check.expected, printed) else { continue }
            let missing = check.expected.first { pattern in !OutputPattern.isAnyLines(pattern) && !printed.contains { OutputPattern.lineMatches(pattern, $0) } }
            let detail = missing.map { "'\(check.command)' printed no line like '\($0)'" } ?? "'\(check.command)' printed otherwise than \(check.place) expects"
            return ExploreViolation(.check, key: check.place, detail: detail)
        }
        return nil
    }

    /// The check that names `place`.
    func check(at place: String) -> Check? {
        checks.first { $0.place == place }
    }
}

/// A checks file that cannot be used, in one line.
struct ExploreChecksError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
