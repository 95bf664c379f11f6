import TapbenchCommands
import Dispatch
import Foundation
import FuzzDriver
import TapbenchSampleApp
import TapbenchCore

// libFuzzer harness for the whole command language: each input is up to 8 command lines, run in order on a
// fresh session of the sample app, exactly as the REPL runs them (parsing, the command, the device, the
// rendering of its events). The session starts with a 20 ms budget, so that an intent that waits in wall
// time (`perform ContactCourierIntent`) is cut off quickly. Only `push FILE` reads files and `record` writes them: lines of theirs that
// name a path are skipped, and relative ones resolve in an empty folder. The sample app's intent that traps on
// purpose (RefreshETAIntent) is skipped too: the bench survives it only in a worker process, and this harness
// fuzzes the bench in this one. So is the one that spins for ever (TrackCourierIntent): the address sanitizer
// links its allocator into the program, where a cut-off handler's thread may be parked, and a thread parked
// holding the allocator's lock stops every other.

private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-session-fuzz", isDirectory: true)
nonisolated(unsafe) private let session = makeSession()

private func makeSession() -> Session {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let session = Session(app: { SampleApp.catalog(now: $0) })
    session.directory = folder
    return session
}

/// Whether the line is a `push` or `record` that names a path, so it could read or write outside the folder,
/// or names the intent that traps or the one that spins.
private func isSkipped(_ line: Substring) -> Bool {
    let command = line.drop { $0 == " " }.prefix { $0 != " " }
    return (command == "push" || command == "record") && line.contains("/") || line.contains("RefreshETA") || line.contains("TrackCourier")
}

@main
enum SessionFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzSession))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzSession(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let lines = text.split(separator: "\n").prefix(8).filter { !isSkipped($0) }.map(String.init)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        session.reset(start: Device.defaultStart, seed: 1)
        _ = await session.execute("set budget 20ms")
        for line in lines { _ = await session.execute(line) }
        done.signal()
    }
    done.wait()
    return 0
}
