import Foundation
import TapbenchCore

/// The `async` forms, as Apple declares them. Each runs in the calling task, on the caller's executor (an actor
/// client's calls hop nowhere), so an intent that awaits one waits the stub's latency on the device's clock, within
/// its budget. The `delegate` is asked about redirects.
///
/// ```swift
/// let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.scores.example.com/games/G-2041/score")!)
/// ```
extension URLSession {
    nonisolated(nonsending) public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        let result = try await roundTrip(request, uploadBody: nil, delegate: delegate)
        return (result.data, result.response)
    }

    nonisolated(nonsending) public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url), delegate: delegate)
    }

    nonisolated(nonsending) public func upload(for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        let result = try await roundTrip(request, uploadBody: bodyData, delegate: delegate)
        return (result.data, result.response)
    }

    nonisolated(nonsending) public func upload(for request: URLRequest, fromFile fileURL: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: try Self.contents(of: fileURL), delegate: delegate)
    }

    /// The answer is written to a temporary file, which the app moves elsewhere to keep.
    nonisolated(nonsending) public func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (URL, URLResponse) {
        let result = try await roundTrip(request, uploadBody: nil, delegate: delegate)
        do {
            return (try DownloadFiles.write(result.data), result.response)
        } catch {
            throw URLError.failing(.cannotCreateFile, request.url)
        }
    }

    nonisolated(nonsending) public func download(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (URL, URLResponse) {
        try await download(for: URLRequest(url: url), delegate: delegate)
    }

    nonisolated(nonsending) private func roundTrip(_ request: URLRequest, uploadBody: Data?, delegate: (any URLSessionTaskDelegate)?) async throws(URLError) -> ServerRoundTrip.Result {
        let device = Device.current
        device.server.beginTransfer()
        defer { device.server.endTransfer() }
        let asked = delegate ?? self.delegate as? any URLSessionTaskDelegate
        return try await ServerRoundTrip(configuration: configuration, uploadBody: uploadBody).run(request) { response, next in
            guard let asked else { return next }
            return await withCheckedContinuation { continuation in
                asked.urlSession(self, task: URLSessionDataTask(session: self, request: next, delivery: .delegate), willPerformHTTPRedirection: response, newRequest: next) {
                    continuation.resume(returning: $0)
                }
            }
        }
    }

    /// A file's bytes for an upload; one that cannot be read fails as on iOS.
    static func contents(of fileURL: URL) throws -> Data {
        do {
            return try Data(contentsOf: fileURL)
        } catch {
            throw URLError.failing(.fileDoesNotExist, fileURL)
        }
    }
}
