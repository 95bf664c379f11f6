import Foundation
import Synchronization
import TapbenchAPNs

/// The REPL's APNs endpoint: started by `--apns` or `set apns [HOST:]PORT`, stopped by `set apns off`. Pushes
/// go to the session's device as `push` commands, so they are recorded as any command is, and what each request
/// did is shown as it lands.
final class APNsService: Sendable {
    private let api: ProviderAPI
    private let endpoint = Mutex<APNsEndpoint?>(nil)

    init(session: IsolatedSession, bundleIdentifier: String, key: ProviderKey, show: @escaping @Sendable (ProviderReport) -> Void) {
        api = ProviderAPI(
            bundleIdentifier: bundleIdentifier, tokens: ProviderTokens(key: key, now: { Date() }), channels: BroadcastChannels(),
            deliver: { await session.execute($0) }, report: show)
    }

    /// Whether `line` is `set apns …`, which the REPL runs itself: the endpoint is the session's, not the device's.
    static func isSetting(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        return words.count >= 2 && words[0] == "set" && words[1] == "apns"
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

/// A `set apns` that cannot be done, in one line.
struct APNsSettingError: Error, Sendable {
    let message: String

    init(_ message: String) { self.message = message }
}
