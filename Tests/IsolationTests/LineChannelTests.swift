import Foundation
@testable import Tapbench
import TapbenchCore
import Testing

/// How the supervisor reads its worker's replies off their pipe.
@Suite("Line channel")
struct LineChannelTests {
    @Test("lines come back whole and in order, however the writes cut them, with or without gathering (seed 0x4C49_4E45)")
    func linesReadBack() throws {
        var random = SplitMix64(seed: 0x4C49_4E45)
        let pieces = ["{\"lines\":[]}", "é", "🍜", " ", "\\n", "x"]
        let lines = (0..<400).map { _ in (0..<random.next(below: 5)).map { _ in pieces[random.next(below: pieces.count)] }.joined() }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        let (reading, writing) = try pipeEnds()
        let channel = LineChannel(descriptor: reading)
        var written = 0
        while written < bytes.count {
            let end = min(bytes.count, written + 1 + random.next(below: 300))
            #expect(bytes[written..<end].withUnsafeBytes { write(writing, $0.baseAddress, $0.count) } == end - written)
            written = end
        }
        close(writing)
        for line in lines {
            let gathering = random.next(below: 2) == 0 ? Duration.zero : .microseconds(50)
            #expect(channel.next(timeout: .seconds(10), gathering: gathering) == .line(line))
        }
        #expect(channel.next(timeout: .seconds(10)) == .ended)
    }

    @Test("a line cut off by the writer's end is not a line: the channel has ended")
    func cutOffLine() throws {
        let (reading, writing) = try pipeEnds()
        let channel = LineChannel(descriptor: reading)
        #expect(Array("whole\npart".utf8).withUnsafeBytes { write(writing, $0.baseAddress, $0.count) } == 10)
        close(writing)
        #expect(channel.next(timeout: nil) == .line("whole"))
        #expect(channel.next(timeout: nil) == .ended)
    }

    @Test("with nothing written, a wait ends at its deadline, gathering or not")
    func deadline() throws {
        let (reading, writing) = try pipeEnds()
        defer { close(writing) }
        let channel = LineChannel(descriptor: reading)
        #expect(channel.next(timeout: .milliseconds(20)) == .timedOut)
        #expect(channel.next(timeout: .milliseconds(20), gathering: .seconds(5)) == .timedOut)
    }

    private func pipeEnds() throws -> (reading: Int32, writing: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return (ends[0], ends[1])
    }
}
