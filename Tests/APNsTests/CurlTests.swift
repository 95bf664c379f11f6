#if APNs
import Crypto
import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import TapbenchTestSupport
import TapbenchTranscripts
import Testing

/// The endpoint driven by curl over HTTP/2 and TLS on loopback, as a push server's script would drive APNs.
@Suite("APNs endpoint with curl", .enabled(if: Clients.hasCurl, Comment(rawValue: Clients.curlMissing)))
struct CurlTests {
    @Test("an update from curl is answered 200 with its apns-id, and gives the verdict and events of the same push typed at the prompt")
    func sameAsPush() async throws {
        let bench = try await APNsBench()
        _ = await bench.session.execute("start Delivery --push token")
        let token = bench.session.token(of: 1)
        let curl = Curl(base: bench.base, certificate: bench.certificatePath)
        let id = "0A1B2C3D-0000-4000-8000-00000000ABCD"
        let answer = try await curl.send(
            ClientRequest(path: "/3/device/\(token)", headers: bench.headers(extra: [("apns-id", id)]), body: Array(DeliveryPush.update.utf8)))
        #expect(answer.status == 200)
        #expect(answer.headers["apns-id"] == id)
        #expect(answer.body == "")
        let viaEndpoint = try #require(bench.session.commands.last)
        #expect(viaEndpoint.line == "push \(DeliveryPush.update) --token \(token) --priority 10 --topic com.example.tapbench.sample.push-type.liveactivity --push-type liveactivity --apns-id \(id)")

        let typed = SerialSession()
        _ = await typed.execute("start Delivery --push token")
        let atPrompt = await typed.execute("push \(DeliveryPush.update) --token \(token)")
        #expect(viaEndpoint.outcome.lines == atPrompt.lines)
        #expect(atPrompt.lines == [
            "01:00:00  push update accepted → #1 (token \(token.prefix(8))…, priority 10)",
            #"01:00:00  #1 updated: step: preparing → onTheWay, etaSeconds: 1800 → 720, driverLocation: Restaurant → "2nd Avenue", progress: 0.1 → 0.55 [push]"#,
            #"01:00:00  #1 alert "On the way": "ETA 12 minutes" — shown as expanded island"#,
        ])
    }

    @Test("a pretty-printed payload is recorded as JSON on one line, its line breaks as spaces: the same JSON, the same size, readable in a transcript")
    func prettyPrintedIsRecordedAsJSON() async throws {
        let bench = try await APNsBench()
        _ = await bench.session.execute("start Delivery --push token")
        let token = bench.session.token(of: 1)
        let pretty = "{\n\t\"aps\": {\r\n  \"timestamp\": 1777078800,\n  \"event\": \"update\",\n  \"content-state\": {\"step\": \"onTheWay\", \"etaSeconds\": 720, \"driverLocation\": \"2nd Avenue\", \"progress\": 0.55}\n }\n}\n"
        let answer = try await Curl(base: bench.base, certificate: bench.certificatePath).send(
            ClientRequest(path: "/3/device/\(token)", headers: bench.headers(), body: Array(pretty.utf8)))
        #expect(answer.status == 200)
        let recorded = try #require(bench.session.commands.last)
        // The line break after the payload moves inside its closing brace.
        let flattened = String(pretty.dropLast()).replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\t", with: " ").dropLast() + " }"
        #expect(recorded.line.hasPrefix("push \(flattened) --token \(token) "))
        #expect(flattened.utf8.count == pretty.utf8.count)
        #expect(recorded.outcome.lines.first == "01:00:00  push update accepted → #1 (token \(token.prefix(8))…, priority 10)")
    }

    @Test("a push iOS drops is still answered 200: APNs answers before the device sees it")
    func droppedByDevice() async throws {
        let bench = try await APNsBench()
        _ = await bench.session.execute("start Delivery --push token")
        let token = bench.session.token(of: 1)
        let answer = try await Curl(base: bench.base, certificate: bench.certificatePath).send(
            ClientRequest(path: "/3/device/\(token)", headers: bench.headers(), body: Array(DeliveryPush.undecodable.utf8)))
        #expect(answer.status == 200)
        #expect(bench.session.commands.last?.outcome.lines == [
            #"01:00:00  push dropped by iOS, silently on a phone: content-state.step: "flying" is not a DeliveryStep: expected one of preparing, pickedUp, onTheWay, arriving, delivered"#
        ])
    }

    @Test("every refusal of a device push, with APNs's status and reason body (Apple's documentation, \"Handling notification responses from APNs\")")
    func refusals() async throws {
        let bench = try await APNsBench()
        _ = await bench.session.execute("start Delivery --push token")
        let token = bench.session.token(of: 1)
        let curl = Curl(base: bench.base, certificate: bench.certificatePath)
        let update = Array(DeliveryPush.update.utf8)
        let other = APNsBench.token(keyID: "ZZZ999YYYY")
        let forged = APNsBench.token(key: try P256.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 9, count: 32)))
        let cases: [(String, ClientRequest, Int, String)] = [
            ("no token", ClientRequest(path: "/3/device/\(token)", headers: Array(bench.headers().dropFirst()), body: update), 403, "MissingProviderToken"),
            ("not a JWT", ClientRequest(path: "/3/device/\(token)", headers: [("authorization", "bearer abc")] + bench.headers().dropFirst(), body: update), 403, "InvalidProviderToken"),
            ("another key's kid", ClientRequest(path: "/3/device/\(token)", headers: [("authorization", "bearer \(other)")] + bench.headers().dropFirst(), body: update), 403, "InvalidProviderToken"),
            ("signed with another key", ClientRequest(path: "/3/device/\(token)", headers: [("authorization", "bearer \(forged)")] + bench.headers().dropFirst(), body: update), 403, "InvalidProviderToken"),
            ("an hour old", ClientRequest(path: "/3/device/\(token)", headers: [("authorization", "bearer \(APNsBench.token(issuedAt: APNsBench.start.addingTimeInterval(-3601)))")] + bench.headers().dropFirst(), body: update), 403, "ExpiredProviderToken"),
            ("GET", ClientRequest(method: "GET", path: "/3/device/\(token)", headers: bench.headers()), 405, "MethodNotAllowed"),
            ("no such path", ClientRequest(path: "/3/devices/\(token)", headers: bench.headers(), body: update), 404, "BadPath"),
            ("no token in the path", ClientRequest(path: "/3/device/", headers: bench.headers(), body: update), 400, "MissingDeviceToken"),
            ("a token no device has", ClientRequest(path: "/3/device/\(String(repeating: "ab", count: 80))", headers: bench.headers(), body: update), 400, "BadDeviceToken"),
            ("a token that is not hex", ClientRequest(path: "/3/device/not-a-token", headers: bench.headers(), body: update), 400, "BadDeviceToken"),
            ("the token cut to 32 bytes", ClientRequest(path: "/3/device/\(token.prefix(64))", headers: bench.headers(), body: update), 400, "BadDeviceToken"),
            ("no topic", ClientRequest(path: "/3/device/\(token)", headers: bench.headers().filter { $0.0 != "apns-topic" }, body: update), 400, "MissingTopic"),
            ("another app's topic", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(topic: "com.other.app.push-type.liveactivity"), body: update), 400, "DeviceTokenNotForTopic"),
            ("priority 7", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(priority: "7"), body: update), 400, "BadPriority"),
            ("priority high", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(priority: "high"), body: update), 400, "BadPriority"),
            ("push type alert", ClientRequest(path: "/3/device/\(token)", headers: bench.headers().map { $0.0 == "apns-push-type" ? ($0.0, "alert") : $0 }, body: update), 400, "InvalidPushType"),
            ("expiration tomorrow", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(extra: [("apns-expiration", "tomorrow")]), body: update), 400, "BadExpirationDate"),
            ("collapse id of 65 bytes", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(extra: [("apns-collapse-id", String(repeating: "c", count: 65))]), body: update), 400, "BadCollapseId"),
            ("apns-id not a UUID", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(extra: [("apns-id", "push-1")]), body: update), 400, "BadMessageId"),
            ("topic twice", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(extra: [("apns-topic", "again")]), body: update), 400, "DuplicateHeaders"),
            ("an empty payload", ClientRequest(path: "/3/device/\(token)", headers: bench.headers()), 400, "PayloadEmpty"),
            ("4097 bytes", ClientRequest(path: "/3/device/\(token)", headers: bench.headers(), body: Array((DeliveryPush.update.dropLast() + ",\"pad\":\"" + String(repeating: "x", count: 4097) + "\"}").utf8.prefix(4097))), 413, "PayloadTooLarge"),
        ]
        for (name, request, status, reason) in cases {
            let answer = try await curl.send(request)
            #expect(answer.status == status, "\(name)")
            #expect(answer.body == #"{"reason":"\#(reason)"}"#, "\(name)")
        }
        #expect(bench.session.commands.map(\.line).filter { $0.hasPrefix("push") }.count == 10)
        #expect(bench.session.device.activity(1)?.content.state["step"] == "preparing")
    }

    @Test("a push to a dismissed activity's token is 410 Unregistered with the time it stopped working")
    func unregistered() async throws {
        let bench = try await APNsBench()
        _ = await bench.session.execute("start Delivery --push token")
        _ = await bench.session.execute("end 1 --dismissal immediate")
        let token = bench.session.token(of: 1)
        let answer = try await Curl(base: bench.base, certificate: bench.certificatePath).send(
            ClientRequest(path: "/3/device/\(token)", headers: bench.headers(), body: Array(DeliveryPush.update.utf8)))
        #expect(answer.status == 410)
        #expect(answer.body == #"{"reason":"Unregistered","timestamp":1777078800000}"#)
    }

    @Test("a new provider token within 20 minutes of the last is 429 TooManyProviderTokenUpdates; after 20 minutes it is taken")
    func tokenUpdates() async throws {
        let bench = try await APNsBench()
        _ = await bench.session.execute("start Delivery --push token")
        let token = bench.session.token(of: 1)
        let curl = Curl(base: bench.base, certificate: bench.certificatePath)
        func send(_ jwt: String) async throws -> ClientResponse {
            try await curl.send(
                ClientRequest(path: "/3/device/\(token)", headers: [("authorization", "bearer \(jwt)")] + bench.headers().dropFirst(), body: Array(DeliveryPush.update.utf8)))
        }
        #expect(try await send(APNsBench.current).status == 200)
        bench.clock.advance(19 * 60)
        let early = try await send(APNsBench.token(issuedAt: bench.clock.now))
        #expect(early.status == 429)
        #expect(early.body == #"{"reason":"TooManyProviderTokenUpdates"}"#)
        bench.clock.advance(60)
        #expect(try await send(APNsBench.token(issuedAt: bench.clock.now)).status == 200)
    }

    @Test("a push during which the app crashes is 500 InternalServerError: the push was lost")
    func internalServerError() async throws {
        let bench = try await APNsBench { _ in
            var outcome = CommandOutcome(lines: ["01:00:00  the app crashed during 'push …': a trap"])
            outcome.eventRecords = [JSONObject([("event", .string("app.crashed")), ("at", .string("2026-04-25T01:00:00Z"))])]
            return outcome
        }
        let answer = try await Curl(base: bench.base, certificate: bench.certificatePath).send(
            ClientRequest(path: "/3/device/\(String(repeating: "ab", count: 80))", headers: bench.headers(), body: Array(DeliveryPush.update.utf8)))
        #expect(answer.status == 500)
        #expect(answer.body == #"{"reason":"InternalServerError"}"#)
    }

    @Test("a recorded session with pushes from curl replays as push steps, without a network")
    func recording() async throws {
        let bench = try await APNsBench()
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("from-server.md")
        _ = await bench.session.execute("record start \(file.path)")
        _ = await bench.session.execute("start Delivery --push token")
        let token = bench.session.token(of: 1)
        let curl = Curl(base: bench.base, certificate: bench.certificatePath)
        for payload in [DeliveryPush.update, DeliveryPush.end] {
            _ = try await curl.send(ClientRequest(path: "/3/device/\(token)", headers: bench.headers(), body: Array(payload.utf8)))
        }
        _ = await bench.session.execute("record stop")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("tapbench> push \(DeliveryPush.end) --token \(token) --priority 10"))
        let report = await Replayer(app: { SampleApp.catalog(now: $0) }).replay(contentsOf: file, named: "from-server.md")
        #expect(report.passed, "\(report.failures.map(\.actual))")
        #expect(report.steps.count == 3)
    }
}
#endif
