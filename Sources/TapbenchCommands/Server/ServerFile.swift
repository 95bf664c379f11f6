import Foundation
import TapbenchCore

/// A file of how the app's server answers: one `server stub`, `server fail` or `server forward` a line, written as
/// at the prompt, with blank lines and `#` comments skipped. An app's bench ships one (`AppFiles(server:)`), so
/// every session starts with its answers; `server load FILE` adds one's to the session, and `server record FILE`
/// writes one. `@FILE` bodies are read from the file's own folder.
///
/// ```
/// # The delivery service, as the app's backend answers
/// server stub POST https://api.delivery.example.com/orders/:orderID/cancel 200 {"status": "cancelled"} --latency 120ms
/// server fail GET https://api.delivery.example.com/support/** offline
/// ```
public struct ServerFile: Sendable {
    public private(set) var stubs: [ServerStub] = []
    /// One line for each line that could not be read: `server.tapbench:3: 'GETT' is not an HTTP method — …`.
    public private(set) var problems: [String] = []

    /// Reads `text`, the file at `path` (as messages name it) in `folder`, for a device whose clock stands at `now`.
    public init(_ text: String, path: String, folder: URL, now: Date) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let source = "\(path):\(index + 1)"
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            do throws(CommandError) {
                let words = try Tokenizer.words(String(line))
                guard let first = words.first, !first.text.hasPrefix("#") else { continue }
                guard first.text == "server", let action = words.dropFirst().first, let kind = StubDeclaration.Kind(rawValue: action.text) else {
                    throw CommandError("a server file holds 'server stub', 'server fail' and 'server forward' lines, one a line", at: first)
                }
                stubs.append(try StubDeclaration.read(kind, Array(words.dropFirst(2)), in: folder, now: now, source: source))
            } catch {
                problems.append("\(source): \(error.message)")
            }
        }
    }
}
