#if APNs
import Crypto
import Foundation

/// What the bench knows of the team's token signing key: its key ID, the team ID, and, when the team gives
/// it, the key's public half (or the `.p8` file itself) to check signatures with.
///
/// ```swift
/// let key = try ProviderKey(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", keyFile: "AuthKey_ABC123DEFG.p8")
/// ```
public struct ProviderKey: Sendable {
    /// The `kid` every token must carry; nil takes any 10-character key ID.
    public var keyID: String?
    /// The `iss` every token must carry; nil takes any 10-character team ID.
    public var teamID: String?
    /// Checks signatures when present.
    public var publicKey: P256.Signing.PublicKey?

    public init(keyID: String? = nil, teamID: String? = nil, publicKey: P256.Signing.PublicKey? = nil) {
        self.keyID = keyID
        self.teamID = teamID
        self.publicKey = publicKey
    }

    /// Reads a PEM file: the `.p8` private key Apple issues, or its public half.
    public init(keyID: String?, teamID: String?, keyFile path: String) throws(ProviderKeyError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw ProviderKeyError(path: path, problem: "cannot be read") }
        let pem = String(decoding: data, as: UTF8.self)
        if let key = try? P256.Signing.PrivateKey(pemRepresentation: pem) {
            self.init(keyID: keyID, teamID: teamID, publicKey: key.publicKey)
        } else if let key = try? P256.Signing.PublicKey(pemRepresentation: pem) {
            self.init(keyID: keyID, teamID: teamID, publicKey: key)
        } else {
            throw ProviderKeyError(path: path, problem: "holds no P-256 key in PEM (give the .p8 file from the developer account, or its public half)")
        }
    }
}

/// A key file that cannot be used, in words.
public struct ProviderKeyError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String

    public var description: String { "the provider key '\(path)' \(problem)" }
}
#endif
