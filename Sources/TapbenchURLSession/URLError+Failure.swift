import Foundation
import TapbenchCore

extension URLError {
    /// The error a phone gives for `code`, naming the URL as Apple's does (`failingURL`), with Apple's wording of it.
    static func failing(_ code: URLError.Code, _ url: URL?) -> URLError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description(of: code)]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            // NSURLErrorFailingURLStringErrorKey, which Foundation on Linux marks deprecated; iOS still sets it.
            info["NSErrorFailingURLStringKey"] = url.absoluteString
        }
        return URLError(code, userInfo: info)
    }

    /// What the app sees when its request fails as `server fail` says ("URLError.Code").
    static func failing(_ failure: NetworkFailure, _ url: URL?) -> URLError {
        switch failure {
        case .offline: failing(.notConnectedToInternet, url)
        case .timeout: failing(.timedOut, url)
        case .reset: failing(.networkConnectionLost, url)
        case .dns: failing(.cannotFindHost, url)
        }
    }

    /// Apple's localized descriptions, in English.
    private static func description(of code: URLError.Code) -> String {
        switch code {
        case .notConnectedToInternet: "The Internet connection appears to be offline."
        case .timedOut: "The request timed out."
        case .networkConnectionLost: "The network connection was lost."
        case .cannotFindHost: "A server with the specified hostname could not be found."
        case .cancelled: "cancelled"
        case .httpTooManyRedirects: "too many HTTP redirects"
        case .badURL: "bad URL"
        case .unsupportedURL: "unsupported URL"
        case .fileDoesNotExist: "The requested resource couldn’t be found."
        default: "An unknown error occurred."
        }
    }
}
