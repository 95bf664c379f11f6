import Foundation
import TapbenchCore
import TapbenchTestSupport
import TapbenchURLSession
import Testing

/// The `async` forms of `URLSession`, as app code awaits them: answered by stubs, in virtual time, each request an
/// event.
@Suite("URLSession: async requests")
struct AsyncRequestTests {
    let bench = ServerBench()

    @Test("data(for:) in an intent gets the stub's status, headers and body after its latency on the virtual clock")
    func dataForRequest() async throws {
        try bench.stub("POST", "https://api.delivery.example.com/orders/:orderID/cancel", ServerBench.json(200, #"{"status": "cancelled"}"#), latency: .milliseconds(120))
        var request = URLRequest(url: URL(string: "https://api.delivery.example.com/orders/A-7189/cancel")!)
        request.httpMethod = "POST"
        request.setValue("Bearer t0k3n", forHTTPHeaderField: "Authorization")
        request.httpBody = Data(#"{"reason":"changed my mind"}"#.utf8)
        let (data, response) = try await bench.app { try await URLSession.shared.data(for: request) }
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(String(decoding: data, as: UTF8.self) == #"{"status": "cancelled"}"#)
        #expect(bench.device.now == Device.defaultStart.addingTimeInterval(0.12))
        expectEvents(bench.device.takeEvents(), """
            01:00:00  Probe() returned in 120ms — within the 1s budget
            01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 1, 120ms)
            """)
        #expect(bench.device.server.log.first?.request.headers == [HTTPHeader("Authorization", "Bearer t0k3n")])
        #expect(bench.requests == [#"POST https://api.delivery.example.com/orders/A-7189/cancel {"reason":"changed my mind"}"#])
    }

    @Test("outside an intent a request is answered at once: the clock moves only under commands and intents")
    func outsideARun() async throws {
        try bench.stub("GET", "https://api.scores.example.com/games/:id", ServerBench.json(200, "{}"), latency: .seconds(2))
        let (_, response) = try await bench.app(inRun: false) { try await URLSession.shared.data(from: URL(string: "https://api.scores.example.com/games/G-1")!) }
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(bench.device.now == Device.defaultStart)
        expectEvents(bench.device.takeEvents(), "01:00:00  app → GET https://api.scores.example.com/games/G-1 → 200 (stub 1, 2s)")
    }

    @Test("upload(for:from:) and upload(for:fromFile:) send the body given, not the request's")
    func uploads() async throws {
        try bench.stub("PUT", "https://api.scores.example.com/follows/:id", ServerBench.json(201, #"{"ok":true}"#))
        let url = URL(string: "https://api.scores.example.com/follows/G-2041")!
        var request = URLRequest(url: url)
        request.httpMethod = "PUT"
        request.httpBody = Data("ignored".utf8)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-upload-\(UUID().uuidString).json")
        try Data(#"{"from":"file"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (first, _) = try await bench.app { try await URLSession.shared.upload(for: request, from: Data(#"{"from":"data"}"#.utf8)) }
        let (_, second) = try await bench.app { try await URLSession.shared.upload(for: request, fromFile: file) }
        #expect(String(decoding: first, as: UTF8.self) == #"{"ok":true}"#)
        #expect((second as? HTTPURLResponse)?.statusCode == 201)
        #expect(bench.requests == [#"PUT https://api.scores.example.com/follows/G-2041 {"from":"data"}"#, #"PUT https://api.scores.example.com/follows/G-2041 {"from":"file"}"#])
    }

    @Test("download(for:) writes the answer to a temporary file the app moves")
    func download() async throws {
        try bench.stub("GET", "https://cdn.scores.example.com/logos/*", .response(.with(status: 200, body: Data([0x89, 0x50, 0x4E, 0x47]))))
        let (file, response) = try await bench.app { try await URLSession.shared.download(from: URL(string: "https://cdn.scores.example.com/logos/herons.png")!) }
        defer { try? FileManager.default.removeItem(at: file) }
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try Data(contentsOf: file) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(bench.device.server.log.map(\.stub) == [1])
    }

    @Test("a session the app makes itself adds its httpAdditionalHeaders under the request's own, and times out on its own interval")
    func ownSession() async throws {
        try bench.stub("GET", "https://api.scores.example.com/**", .response(.with(status: 200, body: Data())), latency: .seconds(15))
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["User-Agent": "Scoreboard/2.1", "Accept": "text/plain"]
        configuration.timeoutIntervalForRequest = 10
        let session = URLSession(configuration: configuration)
        var request = URLRequest(url: URL(string: "https://api.scores.example.com/games")!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        #expect(await bench.failure { try await session.data(for: request) } == .timedOut)
        #expect(bench.device.server.log.first?.request.headers == [HTTPHeader("Accept", "application/json"), HTTPHeader("User-Agent", "Scoreboard/2.1")])
        expectEvents(bench.device.takeEvents(), """
            01:00:00  Probe() threw after 10s: Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." UserInfo={NSErrorFailingURLKey=https://api.scores.example.com/games, NSErrorFailingURLStringKey=https://api.scores.example.com/games, NSLocalizedDescription=The request timed out.} — over the 1s budget
            01:00:00    app → GET https://api.scores.example.com/games → timed out after 10s (stub 1 answers after 15s)
            """)
    }

    @Test("each way a request fails is the URLError a phone gives: offline, timeout, reset, dns; with no stub, offline")
    func failures() async throws {
        for failure in NetworkFailure.allCases {
            try bench.stub("GET", "https://api.scores.example.com/\(failure.rawValue)", .failure(failure), latency: failure == .timeout ? .seconds(3) : nil)
        }
        var codes: [URLError.Code] = []
        for path in NetworkFailure.allCases.map(\.rawValue) + ["nothing"] {
            do {
                _ = try await bench.app { try await URLSession.shared.data(from: URL(string: "https://api.scores.example.com/\(path)")!) }
            } catch let error as URLError {
                codes.append(error.code)
                #expect(error.failingURL?.absoluteString == "https://api.scores.example.com/\(path)")
            }
        }
        #expect(codes == [.notConnectedToInternet, .timedOut, .networkConnectionLost, .cannotFindHost, .notConnectedToInternet])
        expectEvents(bench.device.takeEvents(), """
            01:00:00  Probe() threw after 0ms: [..] — within the 1s budget
            01:00:00    app → GET https://api.scores.example.com/offline → offline (stub 1)
            01:00:00  Probe() threw after 3s: [..] — over the 1s budget
            01:00:00    app → GET https://api.scores.example.com/timeout → timed out (stub 2, 3s)
            01:00:03  Probe() threw after 0ms: [..] — within the 1s budget
            01:00:03    app → GET https://api.scores.example.com/reset → connection lost (stub 3)
            01:00:03  Probe() threw after 0ms: [..] — within the 1s budget
            01:00:03    app → GET https://api.scores.example.com/dns → host not found (stub 4)
            01:00:03  Probe() threw after 0ms: [..] — within the 1s budget
            01:00:03    app → GET https://api.scores.example.com/nothing → no stub; the app saw it offline — answer it with: server stub GET https://api.scores.example.com/nothing 200 {}
            """)
    }

    @Test("a redirect is followed as URLSession follows it: 303 as a GET without the body, 307 with the method and body; each hop a request")
    func redirects() async throws {
        try bench.stub("POST", "https://api.scores.example.com/old", .response(.with(status: 303, body: Data(), headers: [HTTPHeader("Location", "/new")])))
        try bench.stub("POST", "https://api.scores.example.com/moved", .response(.with(status: 307, body: Data(), headers: [HTTPHeader("Location", "https://api2.scores.example.com/moved")])))
        try bench.stub(nil, "https://api.scores.example.com/new", ServerBench.json(200, "{}"))
        try bench.stub("POST", "https://api2.scores.example.com/moved", ServerBench.json(200, "{}"))
        for path in ["old", "moved"] {
            var request = URLRequest(url: URL(string: "https://api.scores.example.com/\(path)")!)
            request.httpMethod = "POST"
            request.httpBody = Data("body".utf8)
            let (_, response) = try await bench.app { try await URLSession.shared.data(for: request) }
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
        }
        #expect(bench.requests == [
            "POST https://api.scores.example.com/old body", "GET https://api.scores.example.com/new",
            "POST https://api.scores.example.com/moved body", "POST https://api2.scores.example.com/moved body",
        ])
    }

    @Test("a URL the bench's server cannot answer fails as URLSession fails it, and is no request")
    func unsupportedURL() async throws {
        #expect(await bench.failure(inRun: false) { try await URLSession.shared.data(from: URL(string: "ftp://files.example.com/a")!) } == .unsupportedURL)
        #expect(bench.device.server.log.isEmpty)
    }

    @Test("a stub answers its times, then the next candidate answers: a 503 once, then 200")
    func timesThenFallBack() async throws {
        try bench.stub("GET", "https://api.scores.example.com/games/:id", ServerBench.json(200, "{}"))
        try bench.stub("GET", "https://api.scores.example.com/games/:id", ServerBench.json(503, "{}"), times: 1)
        var statuses: [Int] = []
        for _ in 0..<2 {
            let (_, response) = try await bench.app(inRun: false) { try await URLSession.shared.data(from: URL(string: "https://api.scores.example.com/games/G-1")!) }
            statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        #expect(statuses == [503, 200])
        #expect(bench.device.server.stubs.map(\.used) == [1, 1])
    }
}
