import ArgumentParser
import TapbenchAPNs

/// `--apns [HOST:]PORT` and the provider key the endpoint checks tokens against.
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
        if let apns { _ = try address(apns) }
        _ = try key()
    }

    /// The address to listen on, or a usage error.
    func address(_ text: String) throws -> APNsAddress {
        do {
            return try APNsAddress(text)
        } catch {
            throw ValidationError("--apns: \(error)")
        }
    }

    /// The key provider tokens are checked against.
    func key() throws -> ProviderKey {
        guard let keyFile else { return ProviderKey(keyID: keyID, teamID: teamID) }
        do {
            return try ProviderKey(keyID: keyID, teamID: teamID, keyFile: keyFile)
        } catch {
            throw ValidationError("--apns-key: \(error)")
        }
    }
}
