import Foundation
import TapbenchCore
import TapbenchRouting

/// Intents scripted at the REPL and routes added there, kept in files so that they last beyond the session: the
/// `Intents/` folder of the bench's working directory holds one `NAME.intent` file per intent, with what follows
/// `intent define` on its one line, and the routes file holds one `PATTERN SCREEN` a line. The bench loads them when
/// it builds the app's catalog, so the REPL, replays and a team's bench all start with them.
///
/// ```
/// # Intents/Slow.intent: a handler that outlasts the one-second budget
/// Slow do sleep 1500ms
/// ```
public struct SavedDefinitions: Sendable {
    /// The folder of `.intent` files.
    public let folder: URL
    /// Where `route add --save` writes: the app's own routes file when it declares one, else `routes.txt` in `folder`.
    public let routesFile: URL
    /// Whether `routesFile` is the bench's own, to load here, rather than the app's, which the app's files load.
    let loadsRoutes: Bool

    public static let intentExtension = "intent"

    /// - Parameters:
    ///   - folder: `Intents/` in the working directory, by default.
    ///   - appRoutesFile: the routes file the app declares (`AppFiles.routes`), if any.
    public init(folder: URL, appRoutesFile: URL? = nil) {
        self.folder = folder
        routesFile = appRoutesFile ?? folder.appendingPathComponent("routes.txt")
        loadsRoutes = appRoutesFile == nil
    }

    /// `Intents/` in the working directory.
    public static func standard(appRoutesFile: URL? = nil) -> SavedDefinitions {
        SavedDefinitions(folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Intents"), appRoutesFile: appRoutesFile)
    }

    // MARK: Loading

    /// Adds the saved intents, then the saved routes, to `catalog`. A file that does not read leaves the catalog as
    /// it was and gives one line that says where, what was wrong, and what would be right.
    public func load(into catalog: inout AppCatalog) -> [String] {
        var problems: [String] = []
        for file in intentFiles() {
            if let problem = loadIntent(file, into: &catalog) { problems.append(problem) }
        }
        if loadsRoutes { problems += loadRoutes(into: &catalog) }
        return problems
    }

    private func intentFiles() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + Self.intentExtension) }.sorted().map { folder.appendingPathComponent($0) }
    }

    private func loadIntent(_ file: URL, into catalog: inout AppCatalog) -> String? {
        let path = displayPath(file)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "\(path): not readable as UTF-8 text" }
        let lines = Self.definitionLines(text)
        guard lines.count == 1, let (number, line) = lines.first else {
            return "\(path): \(lines.isEmpty ? "no definition" : "\(lines.count) definitions") — write one line, "
                + "what follows 'intent define', such as Slow do sleep 1500ms"
        }
        do throws(CommandError) {
            let script = try ScriptedIntent(try Tokenizer.words(line), catalog: catalog)
            let expected = file.deletingPathExtension().lastPathComponent
            guard script.name == expected else {
                return "\(path):\(number): defines \(script.name), but the file is named for \(expected) — rename one to match"
            }
            catalog.register(intent: script.definition)
            return nil
        } catch {
            return "\(path):\(number): \(error.message)"
        }
    }

    private func loadRoutes(into catalog: inout AppCatalog) -> [String] {
        guard let text = try? String(contentsOf: routesFile, encoding: .utf8) else { return [] }
        let path = displayPath(routesFile)
        let file = RouteLines(text, path: path)
        var problems = file.problems
        for route in file.routes {
            do {
                let pattern = try RoutePattern(route.pattern)
                do throws(RouteError) {
                    try catalog.routes.add(pattern, value: route.screen)
                } catch {
                    problems.append("\(path):\(route.line): \(pattern) is already a route")
                }
            } catch {
                problems.append("\(path):\(route.line): '\(route.pattern)' is not a route pattern: \(error)")
            }
        }
        return problems
    }

    /// The lines that are neither blank nor `#` comments, numbered from 1.
    private static func definitionLines(_ text: String) -> [(number: Int, line: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (index + 1, trimmed)
        }
    }

    // MARK: Saving

    /// The file a scripted intent is saved to: `Intents/Slow.intent`.
    func file(of intentName: String) -> URL { folder.appendingPathComponent("\(intentName).\(Self.intentExtension)") }

    /// Writes a scripted intent to `NAME.intent`, replacing an earlier one; returns the file's path.
    func save(_ intent: IntentDefinition) throws(CommandError) -> String {
        guard let script = intent.script else { throw CommandError("\(intent.name) is the app's own intent — only scripted intents are saved") }
        let file = file(of: intent.name)
        try write("# Loads when the bench starts; 'intent define' reads the line below.\n\(script)\n", to: file, append: false)
        return displayPath(file)
    }

    /// Adds `PATTERN SCREEN` to the routes file; returns the file's path.
    func save(route pattern: RoutePattern, screen: String) throws(CommandError) -> String {
        let existing = (try? String(contentsOf: routesFile, encoding: .utf8)) ?? ""
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        try write(separator + "\(pattern) \(screen)\n", to: routesFile, append: true)
        return displayPath(routesFile)
    }

    private func write(_ text: String, to file: URL, append: Bool) throws(CommandError) {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            if append, let handle = try? FileHandle(forWritingTo: file) {
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(text.utf8))
            } else {
                try Data(text.utf8).write(to: file, options: .atomic)
            }
        } catch {
            throw CommandError("could not write \(displayPath(file)): \(error.localizedDescription)")
        }
    }

    /// A path relative to the working directory when it lies inside it: `Intents/Slow.intent`.
    func displayPath(_ file: URL) -> String {
        let base = FileManager.default.currentDirectoryPath + "/"
        return file.path.hasPrefix(base) ? String(file.path.dropFirst(base.count)) : file.path
    }
}
