#if APNs
import Crypto
import Foundation
import Synchronization
import TapbenchAPNs
import TapbenchCommands
import TapbenchTestSupport

/// An endpoint on loopback (port 0, so the system picks a free one) in front of a session on the sample app,
/// with a team key whose tokens the tests make, and a wall clock they set.
final class APNsBench {
    let session: SerialSession
    let endpoint: APNsEndpoint
    let certificatePath: String
    let clock: ManualCalendar
    private let folder: TemporaryFolder
    let bundle = "com.example.tapbench.sample"

    /// A P-256 key made from fixed bytes, as the team's `.p8` key.
    static let teamKey = try! P256.Signing.PrivateKey(rawRepresentation: [UInt8](repeating: 7, count: 31) + [1])
    static let keyID = "ABC123DEFG"
    static let teamID = "DEF123GHIJ"

    /// The calendar time the tests start at: the device's start, as a server would see it.
    static let start = Date(timeIntervalSince1970: 1_777_078_800)

    /// `deliver` stands in for the session when a test needs the device to fail.
    init(deliver: (@Sendable (String) async -> CommandOutcome)? = nil) async throws {
        let folder = try TemporaryFolder()
        self.folder = folder
        let session = SerialSession()
        self.session = session
        let clock = ManualCalendar(Self.start)
        self.clock = clock
        let identity = try ServerIdentity.loadOrMake(in: folder.url.appendingPathComponent("apns"), now: Self.start)
        certificatePath = identity.certificatePath
        let api = ProviderAPI(
            bundleIdentifier: bundle,
            tokens: ProviderTokens(key: ProviderKey(keyID: Self.keyID, teamID: Self.teamID, publicKey: Self.teamKey.publicKey), now: { clock.now }),
            channels: BroadcastChannels(), deliver: deliver ?? { await session.execute($0) }, report: { _ in })
        endpoint = try await APNsEndpoint.start(host: "127.0.0.1", port: 0, identity: identity, api: api)
    }

    deinit {
        let endpoint = endpoint
        Task { try? await endpoint.stop() }
    }

    var base: String { "https://127.0.0.1:\(endpoint.port)" }

    /// The team's token in force: one token, reused, as a server keeps one for 20 to 60 minutes (an ECDSA
    /// signature differs each time, so each new one would be another token).
    static let current = token()

    /// A provider token signed with the team's key, made at `issuedAt`.
    static func token(issuedAt: Date = start, keyID: String = keyID, teamID: String = teamID, key: P256.Signing.PrivateKey = teamKey) -> String {
        let header = base64URL(Array(#"{"alg":"ES256","kid":"\#(keyID)"}"#.utf8))
        let claims = base64URL(Array(#"{"iss":"\#(teamID)","iat":\#(Int(issuedAt.timeIntervalSince1970))}"#.utf8))
        let signature = try! key.signature(for: Data("\(header).\(claims)".utf8))
        return "\(header).\(claims).\(base64URL(Array(signature.rawRepresentation)))"
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The headers of a liveactivity push with the team's current token.
    func headers(topic: String? = nil, priority: String = "10", extra: [(String, String)] = []) -> [(String, String)] {
        [("authorization", "bearer \(Self.current)"), ("apns-push-type", "liveactivity"), ("apns-topic", topic ?? "\(bundle).push-type.liveactivity"),
         ("apns-priority", priority)] + extra
    }
}

/// A calendar clock that tests set by hand.
final class ManualCalendar: Sendable {
    private let time: Mutex<Date>

    init(_ start: Date) { time = Mutex(start) }

    var now: Date { time.withLock { $0 } }

    func advance(_ seconds: TimeInterval) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
#endif
