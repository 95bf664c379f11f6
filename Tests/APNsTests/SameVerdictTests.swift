#if APNs
import TapbenchCommands
import TapbenchCore
import Testing

/// One payload, three senders: curl over HTTP/2, Python's httpx over HTTP/2, and `push` typed at the prompt.
/// Each reaches a device of its own in the same state, and each device gives the same verdict and the same
/// events, byte for byte.
@Suite(
    "APNs endpoint: curl, Python and push agree",
    .enabled(if: Clients.hasCurl, Comment(rawValue: Clients.curlMissing)),
    .enabled(if: Clients.hasPython, Comment(rawValue: Clients.pythonMissing)))
struct SameVerdictTests {
    /// A payload, with what APNs answers it and the first line the device shows.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let payload: String
        let status: Int
        let verdict: String

        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "an update iOS applies", payload: DeliveryPush.update, status: 200, verdict: "01:00:00  push update accepted → #1 (token [token], priority 10)"),
        Case(
            name: "an update iOS drops", payload: DeliveryPush.undecodable, status: 200,
            verdict: #"01:00:00  push dropped by iOS, silently on a phone: content-state.step: "flying" is not a DeliveryStep: expected one of preparing, pickedUp, onTheWay, arriving, delivered"#),
        Case(
            name: "a payload APNs refuses", payload: DeliveryPush.oversized, status: 413,
            verdict: "01:00:00  push refused by APNs (413 PayloadTooLarge): the payload is 4200 bytes; a Live Activity's may be at most 4096"),
    ]

    @Test("the same payload from curl, from Python and typed as push gives the same answer, verdict and events", arguments: cases)
    func sameVerdict(_ example: Case) async throws {
        let viaCurl = try await APNsBench()
        let viaPython = try await APNsBench()
        let typed = SerialSession()
        for session in [viaCurl.session, viaPython.session, typed] {
            _ = await session.execute("start Delivery --push token")
        }
        let token = typed.token(of: 1)
        #expect(viaCurl.session.token(of: 1) == token && viaPython.session.token(of: 1) == token)

        let curlAnswer = try await Curl(base: viaCurl.base, certificate: viaCurl.certificatePath).send(
            ClientRequest(path: "/3/device/\(token)", headers: viaCurl.headers(), body: Array(example.payload.utf8)))
        let pythonAnswers = try await PythonClient(base: viaPython.base, certificate: viaPython.certificatePath).send([
            ClientRequest(path: "/3/device/\(token)", headers: viaPython.headers(), body: Array(example.payload.utf8))
        ])
        let atPrompt = await typed.execute("push \(example.payload) --token \(token)")

        #expect([curlAnswer.status] + pythonAnswers.map(\.status) == [example.status, example.status])
        let fromCurl = try #require(viaCurl.session.commands.last?.outcome)
        let fromPython = try #require(viaPython.session.commands.last?.outcome)
        #expect(atPrompt.lines.first == example.verdict.replacingOccurrences(of: "[token]", with: "\(token.prefix(8))…"))
        #expect(fromCurl.lines == atPrompt.lines)
        #expect(fromPython.lines == atPrompt.lines)
        #expect(fromCurl.eventRecords.map { JSONValue.object($0).jsonText } == atPrompt.eventRecords.map { JSONValue.object($0).jsonText })
        #expect(fromPython.eventRecords.map { JSONValue.object($0).jsonText } == atPrompt.eventRecords.map { JSONValue.object($0).jsonText })
    }
}
#endif
