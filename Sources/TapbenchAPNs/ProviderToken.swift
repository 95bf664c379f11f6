#if APNs
import Crypto
import Foundation
import TapbenchCore

/// A provider authentication token, the JSON Web Token in `authorization: bearer …`, read and checked as APNs
/// checks it (Apple's documentation, "Establishing a token-based connection to APNs"): ES256, with the key ID
/// in `kid`, the team ID in `iss` and the time it was made in `iat`.
///
/// ```swift
/// let token = try ProviderToken(authorization: "bearer eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ.….…", key: key)
/// token.issuedAt   // 2026-04-25T00:58:00Z
/// ```
struct ProviderToken: Sendable, Hashable {
    let text: String
    let keyID: String
    let teamID: String
    let issuedAt: Date

    init(authorization: String?, key: ProviderKey) throws(Refusal) {
        guard let authorization, !authorization.isEmpty else {
            throw Refusal(403, "MissingProviderToken", "no authorization header; send authorization: bearer <JWT signed with the team's key>")
        }
        let words = authorization.split(separator: " ", maxSplits: 1)
        guard words.count == 2, words[0].lowercased() == "bearer" else {
            throw Self.invalid("the authorization header is not 'bearer <token>'")
        }
        let text = String(words[1]).trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Self.base64URL(parts[0]), let claimBytes = Self.base64URL(parts[1]),
            let signature = Self.base64URL(parts[2])
        else {
            throw Self.invalid("the token is not three base64url parts joined by dots")
        }
        guard case .object(let header)? = try? JSONParser.parse(headerBytes), case .object(let claims)? = try? JSONParser.parse(claimBytes) else {
            throw Self.invalid("the token's header or claims are not JSON objects")
        }
        guard header["alg"]?.stringValue == "ES256" else {
            throw Self.invalid("the token's alg is \(header["alg"]?.jsonText ?? "missing"); APNs takes ES256 only")
        }
        guard let keyID = header["kid"]?.stringValue, Self.isIdentifier(keyID) else {
            throw Self.invalid("the token's kid is \(header["kid"]?.jsonText ?? "missing"); send the 10-character key ID of the .p8 key")
        }
        guard let teamID = claims["iss"]?.stringValue, Self.isIdentifier(teamID) else {
            throw Self.invalid("the token's iss is \(claims["iss"]?.jsonText ?? "missing"); send the 10-character team ID")
        }
        guard let seconds = claims["iat"]?.doubleValue, seconds.isFinite else {
            throw Self.invalid("the token's iat is \(claims["iat"]?.jsonText ?? "missing"); send the time it was made, in seconds since 1970")
        }
        if let expected = key.keyID, keyID != expected {
            throw Self.invalid("the token's kid is \(keyID); the bench expects the key \(expected)")
        }
        if let expected = key.teamID, teamID != expected {
            throw Self.invalid("the token's iss is \(teamID); the bench expects the team \(expected)")
        }
        if let publicKey = key.publicKey {
            let signed = Data(text.utf8.prefix(parts[0].utf8.count + 1 + parts[1].utf8.count))
            guard let ecdsa = try? P256.Signing.ECDSASignature(rawRepresentation: signature), publicKey.isValidSignature(ecdsa, for: signed) else {
                throw Self.invalid("the token's signature does not verify with the key \(keyID)'s public half")
            }
        }
        self.text = text
        self.keyID = keyID
        self.teamID = teamID
        issuedAt = Date(timeIntervalSince1970: seconds)
    }

    /// How long APNs honours a token: one hour.
    static let lifetime: TimeInterval = 3600

    private static func invalid(_ why: String) -> Refusal {
        Refusal(403, "InvalidProviderToken", why)
    }

    /// Ten letters or digits, as Apple's key IDs and team IDs are.
    private static func isIdentifier(_ text: String) -> Bool {
        text.utf8.count == 10 && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Decodes base64url without padding, as JWTs write it.
    static func base64URL(_ text: Substring) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }
}
#endif
