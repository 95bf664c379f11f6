import Foundation

/// A file QA named for a command to read, such as `push Transcripts/payloads/seed-002-delivery-update.json`:
/// it must be a regular file, and it is read only up to a limit, so that a folder, `/dev/zero` or a
/// huge file gets one line that says so rather than a wrong "no file" or a read that never ends.
struct InputFile {
    /// What the command reads, for messages: `a payload file (.json or .apns)`.
    let kind: String
    /// The most bytes read; a larger file is refused.
    let limit: Int

    /// The file's bytes. `otherwise` is what else the command takes, for the message when there is no file.
    func read(_ word: Word, relativeTo directory: URL, otherwise: String) throws(CommandError) -> [UInt8] {
        let url = URL(fileURLWithPath: word.text, relativeTo: directory).standardizedFileURL
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw CommandError("no file '\(word.text)' (looked for \(url.path)) — give \(kind), or \(otherwise)", at: word)
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?:
            break
        case .typeDirectory?:
            throw CommandError("'\(word.text)' is a folder — name \(kind) in it", at: word)
        default:
            throw CommandError("'\(word.text)' is not a regular file — give \(kind), or \(otherwise)", at: word)
        }
        guard let handle = try? FileHandle(forReadingFrom: url) else {
            throw CommandError("cannot read '\(word.text)' — give \(kind) you can read", at: word)
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            throw CommandError("'\(word.text)' is larger than \(limit) bytes, the most read as \(kind) — give a smaller file", at: word)
        }
        return Array(data)
    }
}
