#if APNs
import Foundation
import TapbenchProcessDriver

/// What a real client got back: the status, the headers (names in lower case) and the body.
struct ClientResponse: Sendable, Equatable {
    var status: Int
    var headers: [String: String]
    var body: String
}

/// One request for a real client to send.
struct ClientRequest: Sendable {
    var method = "POST"
    var path: String
    var headers: [(String, String)]
    var body: [UInt8] = []
}

/// The real clients the tests drive, found where Debian's packages put them. In CI (`CI=true`) a test that
/// needs one runs, and fails saying what to install, when it is missing; elsewhere such a test is skipped,
/// with the same words.
enum Clients {
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// curl built with HTTP/2 (Debian's `curl`).
    static let curl = "/usr/bin/curl"
    static let curlMissing = "needs curl with HTTP/2 at /usr/bin/curl: apt-get install curl"
    static var hasCurl: Bool {
        inCI || (FileManager.default.isExecutableFile(atPath: curl) && (try? run(curl, ["-V"]).output.contains("HTTP2")) == true)
    }

    /// Debian's Python with httpx and h2 (`python3-httpx`, `python3-h2`), not the Python first on PATH.
    static let python = "/usr/bin/python3"
    static let pythonMissing = "needs Debian's python3 with httpx and h2: apt-get install python3-httpx python3-h2"
    static var hasPython: Bool {
        inCI || (try? run(python, ["-c", "import httpx, h2"]).status) == 0
    }

    /// Runs a program to its end without holding a thread of Swift's cooperative pool, on which the endpoint
    /// under test answers.
    static func launch(_ path: String, _ arguments: [String], input: [UInt8] = []) async throws -> (status: Int32, output: String, errors: String) {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ClientMissing(message: "\(path) is not installed — " + (path == curl ? curlMissing : pythonMissing))
        }
        let result = try await ChildProcess.run(URL(fileURLWithPath: path), arguments, input: input)
        return (result.status, result.standardOutput, result.standardError)
    }

    /// Runs a short program on the calling thread, to see whether it is there.
    private static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ChildProcess.runBlocking(URL(fileURLWithPath: path), arguments)
        return (result.status, result.standardOutput)
    }
}

/// A client that is not installed, with what to install.
struct ClientMissing: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
#endif
