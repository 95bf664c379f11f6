import Foundation
import TapbenchURLSession
import Testing

/// The URL loading system's value types, which the bench declares as Apple does rather than loading FoundationNetworking.
@Suite("URLSession: requests, responses, cookies and caches")
struct LoadingTypesTests {
    let url = URL(string: "https://api.delivery.example.com/orders/A-7189/receipt.pdf")!

    @Test("a request is a GET until set otherwise, and nil sets it back (NSURLRequest: 'The default HTTP method is GET')")
    func requestMethod() {
        var request = URLRequest(url: url)
        #expect(request.httpMethod == "GET")
        request.httpMethod = "POST"
        #expect(request.httpMethod == "POST")
        request.httpMethod = nil
        #expect(request.httpMethod == "GET")
        #expect(request.timeoutInterval == 60 && request.cachePolicy == .useProtocolCachePolicy)
        #expect("\(request)" == url.absoluteString)
    }

    @Test("a request's header names keep their first case and are found, replaced, added to and removed in any case")
    func requestHeaders() {
        var request = URLRequest(url: url)
        #expect(request.allHTTPHeaderFields == nil)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("text/plain", forHTTPHeaderField: "content-type")
        request.addValue("a", forHTTPHeaderField: "X-Trace")
        request.addValue("b", forHTTPHeaderField: "x-trace")
        #expect(request.allHTTPHeaderFields == ["Content-Type": "text/plain", "X-Trace": "a,b"])
        #expect(request.value(forHTTPHeaderField: "CONTENT-TYPE") == "text/plain")
        request.setValue(nil, forHTTPHeaderField: "content-TYPE")
        #expect(request.allHTTPHeaderFields == ["X-Trace": "a,b"])
        request.allHTTPHeaderFields = ["Accept": "*/*"]
        #expect(request.allHTTPHeaderFields == ["Accept": "*/*"])
    }

    @Test("a request's body is data or a stream: setting one clears the other")
    func requestBody() {
        var request = URLRequest(url: url)
        request.httpBody = Data("{}".utf8)
        let stream = InputStream(data: Data("[]".utf8))
        request.httpBodyStream = stream
        #expect(request.httpBody == nil && request.httpBodyStream === stream)
        request.httpBody = Data("{}".utf8)
        #expect(request.httpBodyStream == nil && request.httpBody == Data("{}".utf8))
        var other = request
        #expect(other == request)
        other.timeoutInterval = 5
        #expect(other != request)
    }

    @Test("a response reads its MIME type, charset and length from its headers, and puts names in standard form but x- ones ('allHeaderFields')")
    func response() throws {
        let response = try #require(
            HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                headerFields: ["content-type": "Application/JSON; charset=\"UTF-8\"", "content-length": "12", "x-request-id": "r1", "www-authenticate": "Bearer"]))
        #expect(response.mimeType == "application/json" && response.textEncodingName == "utf-8" && response.expectedContentLength == 12)
        #expect(Set(response.allHeaderFields.keys.compactMap { $0.base as? String }) == ["Content-Type", "Content-Length", "x-request-id", "WWW-Authenticate"])
        #expect(response.value(forHTTPHeaderField: "X-REQUEST-ID") == "r1")
        #expect(response.suggestedFilename == "receipt.pdf")
        let attachment = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Disposition": #"attachment; filename="r.pdf""#]))
        #expect(attachment.suggestedFilename == "r.pdf" && attachment.expectedContentLength == -1 && attachment.mimeType == nil)
    }

    @Test("status phrases: the common ones, and a status without one takes its class's (modelling choice, see HTTPStatusPhrases)")
    func statusPhrases() {
        #expect([200, 404, 409, 429, 503, 299, 418, 599].map(HTTPURLResponse.localizedString(forStatusCode:)) == [
            "no error", "not found", "conflict", "too many requests", "service unavailable", "success", "client error", "server error",
        ])
    }

    @Test("cookies: made from properties or not at all, kept one per name, domain and path, given to the URLs they cover, and removed by when they were stored")
    func cookies() throws {
        #expect(HTTPCookie(properties: [.name: "session", .value: "1"]) == nil)
        let storage = HTTPCookieStorage()
        let first = try #require(HTTPCookie(properties: [.name: "session", .value: "1", .domain: ".example.com", .path: "/orders"]))
        let second = try #require(HTTPCookie(properties: [.name: "session", .value: "2", .originURL: url, .path: "/orders", .secure: "TRUE"]))
        storage.setCookie(first)
        storage.setCookie(first)
        storage.setCookie(second)
        #expect(storage.cookies?.map(\.value) == ["1", "2"])
        #expect(storage.cookies(for: url)?.map(\.value) == ["1", "2"])
        #expect(storage.cookies(for: URL(string: "http://api.delivery.example.com/orders/1")!)?.map(\.value) == ["1"])
        #expect(storage.cookies(for: URL(string: "https://example.org/orders")!)?.isEmpty == true)
        storage.deleteCookie(first)
        #expect(storage.cookies?.map(\.value) == ["2"])
        #expect(second.isSessionOnly && second.isSecure && second.domain == "api.delivery.example.com")
        usleep(2_000)
        let later = Date()
        storage.setCookie(first)
        storage.removeCookies(since: later)
        #expect(storage.cookies?.map(\.value) == ["2"])
    }

    @Test("a cache keeps what app code stores, by method and URL, unless its policy says not to, and removes what came since a date")
    func cache() throws {
        let cache = URLCache(memoryCapacity: 1_000, diskCapacity: 0, directory: nil)
        let request = URLRequest(url: url)
        let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil))
        cache.storeCachedResponse(CachedURLResponse(response: response, data: Data("pdf".utf8)), for: request)
        cache.storeCachedResponse(CachedURLResponse(response: response, data: Data("no".utf8), storagePolicy: .notAllowed), for: URLRequest(url: URL(string: "https://x.example.com")!))
        #expect(cache.cachedResponse(for: request)?.data == Data("pdf".utf8))
        #expect(cache.currentMemoryUsage == 3)
        usleep(2_000)
        let later = Date()
        let other = URLRequest(url: URL(string: "https://x.example.com/later")!)
        cache.storeCachedResponse(CachedURLResponse(response: response, data: Data("new".utf8)), for: other)
        cache.removeCachedResponses(since: later)
        #expect(cache.cachedResponse(for: other) == nil && cache.cachedResponse(for: request) != nil)
        cache.removeAllCachedResponses()
        #expect(cache.cachedResponse(for: request) == nil)
    }
}
