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
    /// Where the file stands, for a process that takes the recording over when the app's process ends.
    var continuation: RecordingContinuation { get }
}

/// A recording as a process that takes it over finds it: the file, as QA named it, its length, and the session block
/// that ends it, which the next step joins (its fence, and where its opening and closing fences start); no block after
/// the title or a note. A process that rebuilds the session from here writes its steps again from that length on.
public struct RecordingContinuation: Codable, Sendable, Hashable {
    public struct Block: Codable, Sendable, Hashable {
        public let fence: String
        public let start: Int
        public let end: Int

        public init(fence: String, start: Int, end: Int) {
            self.fence = fence
            self.start = start
            self.end = end
        }
    }

    public let file: URL
    public let path: String
    public let length: Int
    public let lastBlock: Block?

    public init(file: URL, path: String, length: Int, lastBlock: Block?) {
        self.file = file
        self.path = path
        self.length = length
        self.lastBlock = lastBlock
    }
}

/// Takes over a recording another process began (`RecordingContinuation`).
public typealias RecordingResumption = (RecordingContinuation) throws -> any SessionRecording

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
