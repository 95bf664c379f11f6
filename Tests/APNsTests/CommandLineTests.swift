#if APNs
import Foundation
import TapbenchTestSupport
import Testing

/// `tapbench --apns` and `set apns` at a terminal, with curl as the push server: the endpoint's address and
/// certificate are printed, and each push shows above the prompt as it lands.
@Suite("APNs endpoint from the command line", .enabled(if: Clients.hasCurl, Comment(rawValue: Clients.curlMissing)))
struct CommandLineTests {
    /// A home of its own, so the certificate is made in a state folder the test owns.
    let home: TemporaryFolder

    init() throws { home = try TemporaryFolder() }

    var environment: [String: String] {
        var environment = ["TERM": "xterm-256color", "HOME": home.url.path, "XDG_STATE_HOME": home.url.appendingPathComponent("state").path, "LANG": "C.UTF-8", "NO_COLOR": "1"]
        if let path = ProcessInfo.processInfo.environment["PATH"] { environment["PATH"] = path }
        return environment
    }

    var certificate: String { home.url.appendingPathComponent("state/tapbench/apns/certificate.pem").path }

    /// Reads the port from what the terminal showed before `(HTTP/2, TLS)`.
    func port(in shown: String) throws -> Int {
        let address = try #require(shown.components(separatedBy: "https://127.0.0.1:").last)
        return try #require(Int(address.prefix { $0.isNumber }))
    }

    @Test("tapbench --apns 127.0.0.1:0 prints its address and certificate, and a push from curl shows above the prompt with its answer and verdict")
    func pushAtTheTerminal() async throws {
        let terminal = try PseudoTerminal(["--apns", "127.0.0.1:0"], environment: environment)
        let shown = try await terminal.expect(" for com.example.tapbench.sample (HTTP/2, TLS); its certificate: \(certificate)")
        let port = try port(in: shown)
        #expect(FileManager.default.fileExists(atPath: certificate))
        try await terminal.expect("tapbench> ")
        terminal.type("start Delivery --push token\r")
        try await terminal.expect("#1 Delivery started (active)")
        terminal.type("tokens\r")
        try await terminal.expect("#1 Delivery (active): ")
        let token = try await terminal.expect("\n")
        #expect(token.count == 160)
        try await terminal.expect("tapbench> ")
        // Half a command typed when the push lands: the push's lines go above it, and the line stays as it was.
        terminal.type("lis")
        try await terminal.expect("lis")

        let answer = try await Curl(base: "https://127.0.0.1:\(port)", certificate: certificate).send(
            ClientRequest(
                path: "/3/device/\(token)",
                headers: [("authorization", "bearer \(APNsBench.token(issuedAt: Date()))"), ("apns-push-type", "liveactivity"),
                          ("apns-topic", "com.example.tapbench.sample.push-type.liveactivity")],
                body: Array(DeliveryPush.update.utf8)))
        #expect(answer.status == 200)
        try await terminal.expect("apns: POST /3/device/\(token.prefix(30))… → 200\n")
        try await terminal.expect("01:00:00  push update accepted → #1 (token \(token.prefix(8))…, priority 10)\n")
        try await terminal.expect(#"01:00:00  #1 alert "On the way": "ETA 12 minutes" — shown as expanded island"#)
        try await terminal.expect("tapbench> lis")
        #expect(!terminal.raw.contains("lisapns"))
        terminal.type("t\r")
        try await terminal.expect("lock screen: #1")

        terminal.type("set apns off\r")
        try await terminal.expect("\nAPNs endpoint at port \(port) stopped\n")
        terminal.type("set apns somewhere\r")
        try await terminal.expect("error: set apns: 'somewhere' is not [HOST:]PORT — write a port such as 2197, or 127.0.0.1:2197 (0 takes any free port)")
        terminal.type("set apns 127.0.0.1:0\r")
        try await terminal.expect(" for com.example.tapbench.sample (HTTP/2, TLS); its certificate: \(certificate)")
        terminal.type("quit\r")
        #expect(try await terminal.waitForExit() == 0)
    }

    @Test("a set apns that fails fails a piped session, in words a person can act on", arguments: [
        ("set apns 99999", "error: set apns: '99999' is not [HOST:]PORT — write a port such as 2197, or 127.0.0.1:2197 (0 takes any free port)"),
        ("set apns 10.255.255.1:2197", "error: set apns: the endpoint cannot listen at 10.255.255.1:2197: no network interface of this machine has that address (try 127.0.0.1)"),
    ])
    func failedSettingFailsThePipe(_ line: String, _ said: String) async throws {
        let result = try await TapbenchProcess.run([], input: line + "\nlist\n", environment: environment)
        #expect(result.status == 1)
        #expect(result.standardError == said.replacingOccurrences(of: "error: ", with: "error: line 1: ") + "\n")
    }

    @Test("--apns with an address that is not [HOST:]PORT is a usage error that says what would be right")
    func badAddress() async throws {
        let result = try await TapbenchProcess.run(["--apns", "localhost:http"], input: "", environment: environment)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(
            "Error: --apns: 'localhost:http' is not [HOST:]PORT — write a port such as 2197, or 127.0.0.1:2197 (0 takes any free port)\n"))
    }
}
#endif
