import Foundation
import Testing

/// A worker shows app code the device's time through the real-time clock (DESIGN D5: the device clock is
/// virtual), and the waits that libdispatch times on that clock still last as long as they ask.
@Suite("The device's time, as app code reads it")
struct DeviceTimeTests {
    @Test("Date(), gettimeofday and time read the time shown, up to 9999-12-31, a semaphore's timed wait still waits its time, and the app's monotonic clocks count from a minute before the first time shown, up to 2^61 ns")
    func probe() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("TapbenchDeviceTimeProbe")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(
            text.split(separator: "\n").map(String.init) == [
                "Date() 1777078800.0", "gettimeofday 1777078800", "time 1777078800", "a 300 ms semaphore wait lasted at least 300 ms: true",
                "uptime 60.0", "uptime 3660.500000000", "Date() 253402300799.999", "uptime 2305843009.0",
            ])
    }
}
