import Foundation

/// The delegate protocols of `URLSession`, as Apple declares them; what Objective-C leaves optional has a default
/// here, as in swift-corelibs-foundation. The bench calls them on the session's delegate queue as a phone does:
/// the response, its data, the download's file, then the completion.
///
/// ```swift
/// final class BoxScoreDownloader: NSObject, URLSessionDownloadDelegate {
///     func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
///         try? FileManager.default.moveItem(at: location, to: BoxScore.cachedFile)
///     }
/// }
/// ```
public protocol URLSessionDelegate: NSObjectProtocol, Sendable {
    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?)
}

extension URLSessionDelegate {
    public func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {}
}

public protocol URLSessionTaskDelegate: URLSessionDelegate {
    func urlSession(_ session: URLSession, didCreateTask task: URLSessionTask)
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void)
    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64)
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?)
}

extension URLSessionTaskDelegate {
    public func urlSession(_ session: URLSession, didCreateTask task: URLSessionTask) {}
    public func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(request)
    }
    public func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64, totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {}
    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {}
}

public protocol URLSessionDataDelegate: URLSessionTaskDelegate {
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void)
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data)
}

extension URLSessionDataDelegate {
    public func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        completionHandler(.allow)
    }
    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {}
}

public protocol URLSessionDownloadDelegate: URLSessionTaskDelegate {
    /// The file is removed once this returns: move it elsewhere to keep it.
    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL)
    func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64, totalBytesWritten: Int64,
        totalBytesExpectedToWrite: Int64)
}

extension URLSessionDownloadDelegate {
    public func urlSession(
        _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64, totalBytesWritten: Int64,
        totalBytesExpectedToWrite: Int64
    ) {}
}
