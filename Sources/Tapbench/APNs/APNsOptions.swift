import ArgumentParser
#if APNs
import TapbenchAPNs
#endif

/// `--apns [HOST:]PORT` and the provider key the endpoint checks tokens against. A build without the APNs trait
/// takes the options, so that help lists them, and refuses them with how to build the endpoint.
struct APNsOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Serve APNs's provider API (HTTP/2, TLS) at [HOST:]PORT on loopback; each push becomes a push command.", valueName: "[HOST:]PORT"))
    var apns: String?

    @Option(name: .customLong("apns-key-id"), help: ArgumentHelp("The key ID provider tokens must carry in kid (default: any).", valueName: "ID"))
    var keyID: String?

    @Option(name: .customLong("apns-team-id"), help: ArgumentHelp("The team ID provider tokens must carry in iss (default: any).", valueName: "ID"))
    var teamID: String?

    @Option(
        name: .customLong("apns-key"),
        help: ArgumentHelp("The team's .p8 key, or its public half in PEM: provider tokens' signatures are checked with it.", valueName: "FILE"))
    var keyFile: String?

    func validate() throws {
        _ = try configuration()
    }

    #if APNs
    /// Where the endpoint listens from the start, if anywhere, and the key tokens are checked against; or a usage error.
    func configuration() throws -> APNsService.Configuration {
        try APNsService.Configuration(address: apns.map(address), key: key())
    }

    /// The address to listen on, or a usage error.
    private func address(_ text: String) throws -> APNsAddress {
        do {
            return try APNsAddress(text)
        } catch {
            throw ValidationError("--apns: \(error)")
        }
    }

    /// The key provider tokens are checked against.
    private func key() throws -> ProviderKey {
        guard let keyFile else { return ProviderKey(keyID: keyID, teamID: teamID) }
        do {
            return try ProviderKey(keyID: keyID, teamID: teamID, keyFile: keyFile)
        } catch {
            throw ValidationError("--apns-key: \(error)")
        }
    }
    #else
    /// Nothing, or a usage error that says how to build the endpoint.
    func configuration() throws -> APNsService.Configuration {
        let given = [("--apns", apns), ("--apns-key-id", keyID), ("--apns-team-id", teamID), ("--apns-key", keyFile)].first { $0.1 != nil }
        if let given { throw ValidationError("\(given.0): \(APNsSetting.notBuilt)") }
        return APNsService.Configuration()
    }
    #endif
}
