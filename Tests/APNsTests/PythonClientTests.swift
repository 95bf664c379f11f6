#if APNs
import Foundation
import TapbenchCore
import Testing

/// The endpoint driven by httpx over HTTP/2 (Debian's python3-httpx and python3-h2), as a Python push
/// server drives APNs: a push-to-start, an update, an end, broadcasts with the channel management API, and
/// bad requests, over one connection.
@Suite("APNs endpoint with Python's httpx", .enabled(if: Clients.hasPython, Comment(rawValue: Clients.pythonMissing)))
struct PythonClientTests {
    @Test("push-to-start, update and end from Python: each answered 200 and applied as iOS applies it")
    func lifecycle() async throws {
        let bench = try await APNsBench()
        let python = PythonClient(base: bench.base, certificate: bench.certificatePath)
        let start = bench.session.pushToStartToken(of: "DeliveryAttributes")
        let started = try await python.send([ClientRequest(path: "/3/device/\(start)", headers: bench.headers(), body: Array(DeliveryPush.start.utf8))])
        #expect(started.map(\.status) == [200])
        let token = bench.session.token(of: 1)
        let answers = try await python.send([
            ClientRequest(path: "/3/device/\(token)", headers: bench.headers(), body: Array(DeliveryPush.update.utf8)),
            ClientRequest(path: "/3/device/\(token)", headers: bench.headers(priority: "5"), body: Array(DeliveryPush.end.utf8)),
        ])
        #expect(answers.map(\.status) == [200, 200])
        #expect(answers.allSatisfy { $0.headers["apns-id"]?.count == 36 && $0.body.isEmpty })
        #expect(bench.session.commands.map { $0.outcome.lines.first ?? "" } == [
            "01:00:00  push start accepted → #1 (push-to-start DeliveryAttributes, priority 10)",
            "01:00:00  push update accepted → #1 (token \(token.prefix(8))…, priority 10)",
            "01:00:00  push end accepted → #1 (token \(token.prefix(8))…, priority 5)",
        ])
        #expect(bench.session.device.activity(1)?.state == .dismissed)
    }

    @Test("channel management and a broadcast from Python (Apple's documentation, \"Sending channel management requests to APNs\", \"Sending broadcast push notification requests to APNs\")")
    func broadcast() async throws {
        let bench = try await APNsBench()
        let python = PythonClient(base: bench.base, certificate: bench.certificatePath)
        let auth = [("authorization", "bearer \(APNsBench.current)")]
        let created = try await python.send([
            ClientRequest(path: "/1/apps/\(bench.bundle)/channels", headers: auth, body: Array(#"{"message-storage-policy":1,"push-type":"LiveActivity"}"#.utf8))
        ])
        #expect(created.map(\.status) == [201])
        let channel = try #require(created.first?.headers["apns-channel-id"])
        _ = await bench.session.execute("start Delivery --push channel:\(channel)")
        _ = await bench.session.execute("start Delivery orderNumber=B-9 --push channel:\(channel)")
        let broadcastHeaders = auth + [("apns-channel-id", channel), ("apns-push-type", "liveactivity"), ("apns-priority", "10")]
        let answers = try await python.send([
            ClientRequest(method: "GET", path: "/1/apps/\(bench.bundle)/channels", headers: auth + [("apns-channel-id", channel)]),
            ClientRequest(method: "GET", path: "/1/apps/\(bench.bundle)/all-channels", headers: auth),
            ClientRequest(path: "/4/broadcasts/apps/\(bench.bundle)", headers: broadcastHeaders, body: Array(DeliveryPush.update.utf8)),
            ClientRequest(method: "DELETE", path: "/1/apps/\(bench.bundle)/channels", headers: auth + [("apns-channel-id", channel)]),
            ClientRequest(path: "/4/broadcasts/apps/\(bench.bundle)", headers: broadcastHeaders, body: Array(DeliveryPush.update.utf8)),
        ])
        #expect(answers.map(\.status) == [200, 200, 200, 204, 400])
        #expect(answers[0].body == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#)
        #expect(answers[1].body == #"{"channels":["\#(channel)"]}"#)
        #expect(answers[4].body == #"{"reason":"ChannelNotRegistered"}"#)
        #expect(bench.session.commands.last?.outcome.lines.first == "01:00:00  push update accepted → #1, #2 (channel \(channel), priority 10)")
    }

    @Test("bad broadcast and channel requests from Python get APNs's statuses and reasons")
    func badRequests() async throws {
        let bench = try await APNsBench()
        let python = PythonClient(base: bench.base, certificate: bench.certificatePath)
        let auth = [("authorization", "bearer \(APNsBench.current)")]
        let payload = Array(DeliveryPush.update.utf8)
        let big = Array((#"{"aps":{"event":"update","pad":""# + String(repeating: "x", count: 5200) + #""}}"#).utf8)
        let created = try await python.send([
            ClientRequest(path: "/1/apps/\(bench.bundle)/channels", headers: auth, body: Array(#"{"message-storage-policy":0,"push-type":"LiveActivity"}"#.utf8))
        ])
        let channel = try #require(created.first?.headers["apns-channel-id"])
        let push = auth + [("apns-push-type", "liveactivity")]
        let cases: [(ClientRequest, Int, String)] = [
            (ClientRequest(path: "/4/broadcasts/apps/\(bench.bundle)", headers: push, body: payload), 400, #"{"reason":"MissingChannelId"}"#),
            (ClientRequest(path: "/4/broadcasts/apps/\(bench.bundle)", headers: push + [("apns-channel-id", "not base64!")], body: payload), 400, #"{"reason":"BadChannelId"}"#),
            (ClientRequest(path: "/4/broadcasts/apps/\(bench.bundle)", headers: push + [("apns-channel-id", "dW5rbm93bg==")], body: payload), 400, #"{"reason":"ChannelNotRegistered"}"#),
            (ClientRequest(path: "/4/broadcasts/apps/com.other.app", headers: push + [("apns-channel-id", channel)], body: payload), 400, #"{"reason":"TopicDisallowed"}"#),
            (ClientRequest(path: "/4/broadcasts/apps/\(bench.bundle)", headers: push + [("apns-channel-id", channel)], body: big), 413, #"{"reason":"PayloadTooLarge"}"#),
            (ClientRequest(method: "PUT", path: "/1/apps/\(bench.bundle)/channels", headers: auth), 405, #"{"reason":"MethodNotAllowed"}"#),
            (ClientRequest(path: "/1/apps/\(bench.bundle)/channels", headers: auth, body: Array(#"{"message-storage-policy":2,"push-type":"LiveActivity"}"#.utf8)), 400, #"{"reason":"BadMessageStoragePolicy"}"#),
            (ClientRequest(method: "GET", path: "/1/apps/\(bench.bundle)/channels", headers: auth), 400, #"{"reason":"MissingChannelId"}"#),
            (ClientRequest(method: "GET", path: "/2/anything", headers: auth), 404, #"{"reason":"BadPath"}"#),
            (ClientRequest(method: "GET", path: "/1/apps/\(bench.bundle)/all-channels", headers: []), 403, #"{"reason":"MissingProviderToken"}"#),
        ]
        let answers = try await python.send(cases.map(\.0))
        #expect(answers.map(\.status) == cases.map(\.1))
        #expect(answers.map(\.body) == cases.map(\.2))
        #expect(bench.session.commands.map(\.line).count == 1)
        #expect(bench.session.commands.first?.outcome.lines == [
            "01:00:00  push refused by APNs (413 PayloadTooLarge): the payload is \(big.count) bytes; a broadcast's may be at most 5120"
        ])
    }
}
#endif
