import Foundation

// The parcel app's client of its server, written as iOS teams write one with nothing but Foundation: a session
// of its own with a token in every request's headers, async calls, a completion-handler call from older code,
// an upload of the doorstep photo from a file, and a download of the shipping label.
final class ParcelServerClient: @unchecked Sendable {
    enum ClientError: Error, Equatable {
        case status(Int)
    }

    struct Parcel: Decodable, Equatable {
        let trackingNumber: String
        let status: String
        let etaMinutes: Int
    }

    static let base = URL(string: "https://parcels.example.com/api")!

    private let session: URLSession

    init(token: String) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 15
        configuration.httpAdditionalHeaders = ["Authorization": "Bearer \(token)", "Accept": "application/json"]
        session = URLSession(configuration: configuration)
    }

    func parcel(_ trackingNumber: String) async throws -> Parcel {
        let (data, response) = try await session.data(from: Self.base.appendingPathComponent("parcels/\(trackingNumber)"))
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw ClientError.status((response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        return try JSONDecoder().decode(Parcel.self, from: data)
    }

    /// Older code, from before async: the answer comes to a completion handler.
    func cancelDelivery(_ trackingNumber: String, completion: @escaping @Sendable (Result<Void, Error>) -> Void) {
        var request = URLRequest(url: Self.base.appendingPathComponent("parcels/\(trackingNumber)/cancel"))
        request.httpMethod = "POST"
        session.dataTask(with: request) { _, response, error in
            if let error {
                completion(.failure(error))
            } else if let http = response as? HTTPURLResponse, http.statusCode != 200 {
                completion(.failure(ClientError.status(http.statusCode)))
            } else {
                completion(.success(()))
            }
        }.resume()
    }

    func uploadDoorstepPhoto(_ file: URL, for trackingNumber: String) async throws -> Int {
        var request = URLRequest(url: Self.base.appendingPathComponent("parcels/\(trackingNumber)/photo"))
        request.httpMethod = "PUT"
        request.setValue("image/jpeg", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await session.upload(for: request, fromFile: file)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    /// The shipping label, moved out of the temporary file URLSession wrote it to.
    func downloadLabel(for trackingNumber: String, to destination: URL) async throws {
        let (location, _) = try await session.download(from: Self.base.appendingPathComponent("parcels/\(trackingNumber)/label.pdf"))
        try? FileManager.default.removeItem(at: destination)
        try FileManager.default.moveItem(at: location, to: destination)
    }
}
