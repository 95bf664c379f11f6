import Foundation

/// The task-making forms, as Apple declares them: each task starts suspended, and `resume()` sends it. With a
/// completion handler the answer goes to the handler; without one, to the session's delegate (or the task's).
///
/// ```swift
/// URLSession.shared.dataTask(with: request) { data, response, error in
///     guard let data, (response as? HTTPURLResponse)?.statusCode == 200 else { return }
///     // …
/// }.resume()
/// ```
extension URLSession {
    public func dataTask(with request: URLRequest) -> URLSessionDataTask {
        make { URLSessionDataTask(session: $0, request: request, delivery: .delegate) }
    }

    public func dataTask(with url: URL) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url))
    }

    public func dataTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        make { URLSessionDataTask(session: $0, request: request, delivery: .data(completionHandler)) }
    }

    public func dataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    public func uploadTask(with request: URLRequest, from bodyData: Data) -> URLSessionUploadTask {
        make { URLSessionUploadTask(session: $0, request: request, uploadBody: bodyData, delivery: .delegate) }
    }

    public func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask {
        make { URLSessionUploadTask(session: $0, request: request, uploadBody: (try? Self.contents(of: fileURL)) ?? Data(), delivery: .delegate) }
    }

    public func uploadTask(
        with request: URLRequest, from bodyData: Data?, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        make { URLSessionUploadTask(session: $0, request: request, uploadBody: bodyData ?? Data(), delivery: .data(completionHandler)) }
    }

    public func uploadTask(
        with request: URLRequest, fromFile fileURL: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        make { URLSessionUploadTask(session: $0, request: request, uploadBody: (try? Self.contents(of: fileURL)) ?? Data(), delivery: .data(completionHandler)) }
    }

    public func downloadTask(with request: URLRequest) -> URLSessionDownloadTask {
        make { URLSessionDownloadTask(session: $0, request: request, delivery: .delegate) }
    }

    public func downloadTask(with url: URL) -> URLSessionDownloadTask {
        downloadTask(with: URLRequest(url: url))
    }

    public func downloadTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDownloadTask {
        make { URLSessionDownloadTask(session: $0, request: request, delivery: .download(completionHandler)) }
    }

    public func downloadTask(with url: URL, completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void) -> URLSessionDownloadTask {
        downloadTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }
}
