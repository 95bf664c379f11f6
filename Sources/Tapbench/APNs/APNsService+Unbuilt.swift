#if !APNs
import TapbenchCore

/// The REPL's APNs endpoint in a build without the APNs trait: `--apns` and `set apns` say how to build one, and
/// nothing of SwiftNIO, TLS or crypto is built.
final class APNsService: Sendable {
    /// Nothing to configure: `APNsOptions` refuses every `--apns…` option in this build.
    struct Configuration: Sendable {}

    init(
        session: IsolatedSession, bundleIdentifier: String, configuration: Configuration,
        show: @escaping @Sendable (_ records: [JSONObject], _ lines: [String]) -> Void
    ) {}

    func set(_ line: String) async -> Result<String, APNsSettingError> {
        .failure(APNsSettingError("set apns: \(APNsSetting.notBuilt)"))
    }

    /// Nothing was asked for: `--apns` is refused before the REPL starts.
    func startAsConfigured() async -> Result<String?, APNsSettingError> {
        .success(nil)
    }

    func stop() async -> String {
        "no APNs endpoint is running"
    }
}
#endif
