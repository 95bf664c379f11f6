import Foundation
import TapbenchCore
import Testing
import TapbenchTranscripts

/// A file read a chunk at a time gives the lines the whole text splits into, whatever the chunk size.
@Suite("File lines")
struct FileLinesTests {
    static let seed: UInt64 = 0xF11E_11E5

    /// Every line of the file at `path`, read `chunkSize` bytes at a time, as text.
    func lines(of url: URL, chunkSize: Int) throws -> [String] {
        var file = try #require(FileLines(path: url.path, chunkSize: chunkSize))
        var lines: [String] = []
        while let chunk = try file.next() { lines += chunk.map { String(decoding: $0, as: UTF8.self) } }
        return lines
    }

    @Test("seeded random texts (\\n and \\r\\n, blank lines, characters of several bytes, with and without a last break) split as the whole text does")
    func randomTexts() throws {
        var random = SplitMix64(seed: Self.seed)
        let pieces = ["a", "tapbench> ", "é", "│", "🚚", " ", "\r", "```"]
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-file-lines-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: url) }
        for _ in 0..<200 {
            let ending = random.next(below: 2) == 0 ? "\n" : "\r\n"
            let text = (0..<random.next(below: 40)).map { _ in
                (0..<random.next(below: 12)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
                    .replacingOccurrences(of: "\r", with: "x")
            }.joined(separator: ending) + (random.next(below: 2) == 0 ? ending : "")
            try Data(text.utf8).write(to: url)
            let whole = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self)
            }
            let chunkSize = 1 + random.next(below: 17)
            #expect(try lines(of: url, chunkSize: chunkSize) == whole, "chunks of \(chunkSize) bytes: \(text.debugDescription)")
        }
    }

    @Test("a folder or a missing file is no file to read")
    func notAFile() {
        #expect(FileLines(path: FileManager.default.temporaryDirectory.path) == nil)
        #expect(FileLines(path: "/no/such/transcript.md") == nil)
    }
}
