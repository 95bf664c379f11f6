import Foundation

/// The app's analytics: each event is posted to analytics.example.com from a task nobody awaits, so that
/// tracking never slows what the person is doing.
enum Analytics {
    private struct Payload: Encodable {
        let event: String
        let properties: [String: String]
    }

    static let endpoint = URL(string: "https://analytics.example.com/v1/events")!

    static func track(_ event: String, _ properties: [String: String] = [:]) {
        Task {
            var request = URLRequest(url: endpoint)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try? JSONEncoder().encode(Payload(event: event, properties: properties))
            _ = try? await URLSession.shared.data(for: request)
        }
    }
}
