import Foundation

/// A small HTTP server on loopback, in Python's standard library, for the requests `server forward` sends on: it
/// answers every path with a JSON echo of the method, the path and the body, and `/conflict/…` with 409.
public final class LoopbackServer: @unchecked Sendable {
    private let process = Process()
    /// `http://127.0.0.1:PORT`.
    public let url: String

    private static let script = #"""
        import http.server, json, sys
        class Echo(http.server.BaseHTTPRequestHandler):
            def answer(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length).decode() if length else ""
                status = 409 if self.path.startswith("/conflict") else 200
                data = json.dumps({"method": self.command, "path": self.path, "body": body}, sort_keys=True).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.send_header("X-Echo", "yes")
                self.end_headers()
                self.wfile.write(data)
            do_GET = do_POST = do_PUT = do_DELETE = answer
            def log_message(self, *args):
                pass
        server = http.server.HTTPServer(("127.0.0.1", 0), Echo)
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """#

    public init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line += chunk
        }
        url = "http://127.0.0.1:" + String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        // SIGKILL: a thread of the test runner may block SIGTERM, and its children inherit the mask.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
