import Foundation

/// A transcript being written as a session goes: `record start` makes one, each finished step goes
/// into it, and `record stop` closes it. The transcript layer provides the writer.
public protocol SessionRecording: AnyObject {
    /// The file it writes, as QA named it.
    var path: String { get }
    /// Adds a finished command with what it printed; the file is complete after each call.
    func record(command: String, outcome: CommandOutcome) throws
    /// Adds a paragraph of prose.
    func note(_ text: String) throws
    /// Closes the transcript.
    func stop() throws
}

/// Makes the writer for `record start FILE [--title T]`, for a session that has just been reset to a fresh
/// device with the given clock start and seed.
public typealias RecordingFactory = (_ file: URL, _ title: String?, _ clock: Date, _ seed: UInt64) throws -> any SessionRecording

/// The seed a transcript's device uses unless its front matter names one: a stable hash of its file name,
/// so that transcripts replayed side by side do not share ids and tokens.
public func transcriptSeed(forFileNamed name: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in name.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01B3
    }
    return hash
}
