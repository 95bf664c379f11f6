#if APNs
import Foundation
import Synchronization
import TapbenchAPNs
import TapbenchCore

/// The REPL's APNs endpoint: started by `--apns` or `set apns [HOST:]PORT`, stopped by `set apns off`. Pushes
/// go to the session's device as `push` commands, so they are recorded as any command is, and what each request
/// did is shown as it lands. In a build with the APNs trait only; without it, `APNsService+Unbuilt.swift` says so.
final class APNsService: Sendable {
    /// Where the endpoint listens from the start (`--apns`), and the key its tokens are checked against.
    struct Configuration: Sendable {
        var address: APNsAddress?
        var key = ProviderKey()
    }

    private let api: ProviderAPI
    private let address: APNsAddress?
    private let endpoint = Mutex<APNsEndpoint?>(nil)

    /// `show` is given what each request did: its events' records, and its lines, the summary first.
    init(
        session: IsolatedSession, bundleIdentifier: String, configuration: Configuration,
        show: @escaping @Sendable (_ records: [JSONObject], _ lines: [String]) -> Void
    ) {
        api = ProviderAPI(
            bundleIdentifier: bundleIdentifier, tokens: ProviderTokens(key: configuration.key, now: { Date() }), channels: BroadcastChannels(),
            deliver: { await session.execute($0) }, report: { show($0.records, [$0.summary] + $0.lines) })
        address = configuration.address
    }

    /// Starts the endpoint `--apns` asked for: what to show, nil when none was asked for, or why it cannot listen.
    func startAsConfigured() async -> Result<String?, APNsSettingError> {
        guard let address else { return .success(nil) }
        do {
            return .success(try await start(address))
        } catch {
            return .failure(APNsSettingError("--apns: the endpoint cannot listen at \(address.host):\(address.port): \(error)"))
        }
    }

    /// Runs `set apns [HOST:]PORT|off`, returning what to show, or an error line; a failure fails a piped session as
    /// any failed command does.
    func set(_ line: String) async -> Result<String, APNsSettingError> {
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 3 else { return .failure(APNsSettingError("usage: set apns [HOST:]PORT|off — serve APNs's provider API there, or stop")) }
        if words[2] == "off" { return .success(await stop()) }
        do {
            return .success(try await start(APNsAddress(words[2])))
        } catch let error as APNsAddressError {
            return .failure(APNsSettingError("set apns: \(error)"))
        } catch {
            return .failure(APNsSettingError("set apns: the endpoint cannot listen at \(words[2]): \(error)"))
        }
    }

    /// Listens at `address` (after stopping any endpoint already listening), making the certificate on first use.
    func start(_ address: APNsAddress) async throws -> String {
        _ = await stop()
        let identity = try ServerIdentity.loadOrMake(in: ServerIdentity.defaultFolder(), now: Date())
        let started = try await APNsEndpoint.start(host: address.host, port: address.port, identity: identity, api: api)
        endpoint.withLock { $0 = started }
        let host = started.host.contains(":") ? "[\(started.host)]" : started.host
        return "APNs endpoint at https://\(host):\(started.port) for \(api.bundleIdentifier) (HTTP/2, TLS); its certificate: \(identity.certificatePath)"
    }

    /// Stops the endpoint, if one listens.
    func stop() async -> String {
        guard let running = endpoint.withLock({ current in defer { current = nil }; return current }) else { return "no APNs endpoint is running" }
        try? await running.stop()
        return "APNs endpoint at port \(running.port) stopped"
    }
}
#endif
