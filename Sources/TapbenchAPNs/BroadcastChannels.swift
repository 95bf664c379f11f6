#if APNs
import Crypto
import Foundation
import Synchronization

/// The broadcast channels the app's server made through the channel management API (Apple's documentation,
/// "Sending channel management requests to APNs"): each a base64 ID with its message storage policy. They
/// belong to APNs, not to the device, so a transcript's `push --channel` replays without them.
///
/// ```swift
/// let channels = BroadcastChannels()
/// let id = try channels.create(storagePolicy: 0)   // "kJ3lC1r1mR5vW8…=="
/// channels.policy(of: id)                          // 0
/// ```
public final class BroadcastChannels: Sendable {
    private struct State {
        var made = 0
        var policies: [String: Int] = [:]
        var order: [String] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// How many channels one app may have (a modelling choice: the bench's limit, as no number is documented here).
    public static let limit = 10_000

    /// Makes a channel and returns its ID: 16 bytes in base64, the same for the same order of requests.
    public func create(storagePolicy: Int) throws(Refusal) -> String {
        try state.withLock { state throws(Refusal) -> String in
            guard state.order.count < Self.limit else {
                throw Refusal(400, "CannotCreateChannelConfig", "the app has \(Self.limit) channels already; delete one first")
            }
            state.made += 1
            let id = Data(SHA256.hash(data: Data("tapbench channel \(state.made)".utf8)).prefix(16)).base64EncodedString()
            state.policies[id] = storagePolicy
            state.order.append(id)
            return id
        }
    }

    /// The channel's message storage policy, or nil when there is no such channel.
    public func policy(of id: String) -> Int? {
        state.withLock { $0.policies[id] }
    }

    /// Deletes a channel; false when there was none.
    public func delete(_ id: String) -> Bool {
        state.withLock { state in
            guard state.policies.removeValue(forKey: id) != nil else { return false }
            state.order.removeAll { $0 == id }
            return true
        }
    }

    /// Every channel, oldest first.
    public var all: [String] { state.withLock { $0.order } }

    /// A channel ID must be base64 (`apns-channel-id`).
    static func isWellFormed(_ id: String) -> Bool {
        !id.isEmpty && Data(base64Encoded: id) != nil
    }
}
#endif
