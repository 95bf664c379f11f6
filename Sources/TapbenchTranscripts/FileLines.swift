import Foundation

/// A file's lines, read a chunk at a time as they are needed, so that a long file is never held whole:
/// each line's bytes without its line break (`\n`, or `\r\n`).
///
///     var lines = FileLines(path: "Transcripts/cancel.md")!
///     while let chunk = try lines.next() { for line in chunk { … } }
public struct FileLines {
    private let handle: FileHandle
    /// The bytes read past the last line break.
    private var rest: [UInt8] = []
    private var atEnd = false
    private let chunkSize: Int

    /// Nil when `path` is no file that can be read; `chunkSize` bytes are read at a time.
    public init?(path: String, chunkSize: Int = 64 * 1024) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        self.handle = handle
        self.chunkSize = chunkSize
    }

    /// The lines that the next chunk of the file completes (at least one); nil once every line was given.
    /// A file that ends without a line break ends with its last line; one that ends with a break, with an
    /// empty line, as the text splits.
    public mutating func next() throws -> [ArraySlice<UInt8>]? {
        while !atEnd {
            let chunk = try handle.read(upToCount: chunkSize) ?? Data()
            atEnd = chunk.isEmpty
            rest += chunk
            if let lines = takeLines() { return lines }
        }
        return nil
    }

    /// The complete lines in `rest`, and at the end of the file the one it ends with. The slices keep the
    /// bytes they were cut from, so `rest` can drop them.
    private mutating func takeLines() -> [ArraySlice<UInt8>]? {
        var lines: [ArraySlice<UInt8>] = []
        var start = rest.startIndex
        while let end = rest[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(Self.withoutCarriageReturn(rest[start..<end]))
            start = end + 1
        }
        if atEnd {
            lines.append(Self.withoutCarriageReturn(rest[start...]))
            start = rest.endIndex
        }
        rest.removeSubrange(..<start)
        return lines.isEmpty ? nil : lines
    }

    private static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
}
