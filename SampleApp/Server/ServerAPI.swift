import Foundation

/// The app's client of its backend, api.delivery.example.com, as seeds 001 and 002 call it
/// (`ServerAPI.shared.registerActivityToken(…)`): it forwards the push tokens the app gets, so that the server
/// can push updates to each activity and start new ones.
actor ServerAPI {
    static let shared = ServerAPI()

    static let baseURL = URL(string: "https://api.delivery.example.com")!

    enum ServerError: Error, CustomStringConvertible {
        case status(Int, path: String)

        var description: String {
            switch self {
            case .status(let code, let path): "the server answered \(path) with HTTP \(code)"
            }
        }
    }

    private struct TokenRegistration: Encodable {
        let token: String
        var attributesType: String?
    }

    /// Seed 002's `DeliveryActivityManager` forwards each activity token here.
    func registerActivityToken(_ token: String, activityID: String) async {
        try? await post("activities/\(activityID)/push-token", TokenRegistration(token: token))
    }

    /// Seed 001's `startRideActivity` forwards each ride's token here.
    func registerActivityToken(_ token: String, rideID: String) async throws {
        try await post("rides/\(rideID)/push-token", TokenRegistration(token: token))
    }

    /// Seed 002's push-to-start registration, from the app's launch sequence: one token for each type.
    func registerPushToStartToken(_ token: String, attributesType: String) async {
        try? await post("push-to-start-tokens", TokenRegistration(token: token, attributesType: attributesType))
    }

    private func post(_ path: String, _ registration: TokenRegistration) async throws {
        var request = URLRequest(url: Self.baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        request.httpBody = try encoder.encode(registration)
        let (_, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw ServerError.status(status, path: path) }
    }
}
