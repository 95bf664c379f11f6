#if APNs
import Foundation
import Synchronization

/// The provider tokens the endpoint has seen, one in force for each key and team, checked for age against a
/// wall clock the bench is given (the machine's calendar clock, or a test's).
///
/// APNs takes a token for an hour, and wants a new one no more than once every 20 minutes (Apple's
/// documentation, "Establishing a token-based connection to APNs"): an older token is `403
/// ExpiredProviderToken`, a new one sooner is `429 TooManyProviderTokenUpdates`.
///
/// ```swift
/// let tokens = ProviderTokens(key: ProviderKey(), now: { Date() })
/// try tokens.check("bearer eyJ…")
/// ```
public final class ProviderTokens: Sendable {
    private let key: ProviderKey
    private let now: @Sendable () -> Date
    /// The token in force for each `kid` and `iss`, and since when.
    private let current = Mutex<[String: (token: String, since: Date)]>([:])

    public init(key: ProviderKey, now: @escaping @Sendable () -> Date) {
        self.key = key
        self.now = now
    }

    /// How soon after one token APNs takes the next.
    static let minimumRefresh: TimeInterval = 20 * 60

    /// Throws the refusal APNs would answer a request with this `authorization` header.
    public func check(_ authorization: String?) throws(Refusal) {
        let token = try ProviderToken(authorization: authorization, key: key)
        let time = now()
        let age = time.timeIntervalSince(token.issuedAt)
        if age > ProviderToken.lifetime {
            throw Refusal(
                403, "ExpiredProviderToken",
                "the provider token was made \(Int(age / 60)) minutes ago (iat \(Int(token.issuedAt.timeIntervalSince1970))); APNs takes one for an hour — make a new one")
        }
        let slot = token.keyID + " " + token.teamID
        let refusal = current.withLock { current -> Refusal? in
            if let held = current[slot], held.token != token.text {
                let since = time.timeIntervalSince(held.since)
                if since < Self.minimumRefresh {
                    return Refusal(
                        429, "TooManyProviderTokenUpdates",
                        "a new provider token \(Int(since)) s after the last one; APNs wants a new one no more than once every 20 minutes — keep using a token for 20 to 60 minutes")
                }
            }
            if current[slot]?.token != token.text { current[slot] = (token.text, time) }
            return nil
        }
        if let refusal { throw refusal }
    }
}
#endif
