import Foundation
import TapbenchCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

@testable import TapbenchURLSession

/// What `server forward` writes to a server on this machine and reads back: HTTP/1.1 by its RFC 9112.
@Suite("server forward: HTTP on the wire")
struct HTTPExchangeTests {
    @Test("the request names its target and host, sets its own length and closes; the app's Host and Content-Length are not sent twice")
    func request() {
        let bytes = HTTPExchange.requestBytes(
            method: "POST", target: "/orders/A-7189/cancel?now=1", host: "127.0.0.1:8080",
            headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("host", "api.example.com"), HTTPHeader("Content-Length", "99")], body: Data("{}".utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == "POST /orders/A-7189/cancel?now=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
        #expect(String(decoding: HTTPExchange.requestBytes(method: "GET", target: "", host: "[::1]:80", headers: [], body: Data()), as: UTF8.self) == "GET / HTTP/1.1\r\nHost: [::1]:80\r\nConnection: close\r\n\r\n")
    }

    @Test("a forwarded request keeps the path and query as the app's URL encoded them, and names an IPv6 host in brackets")
    func forwardedRequest() throws {
        let request = ServerRequest(method: "GET", url: "https://api.delivery.example.com/orders/A%2F7189%20x?note=%20hi")
        let wire = try #require(LoopbackForwarding.wire(request, to: "http://[::1]:8080/api/"))
        #expect(wire.host == "::1" && wire.port == 8080)
        #expect(String(decoding: wire.bytes, as: UTF8.self) == "GET /api/orders/A%2F7189%20x?note=%20hi HTTP/1.1\r\nHost: [::1]:8080\r\nConnection: close\r\n\r\n")
        #expect(LoopbackForwarding.wire(request, to: "http://127.0.0.1") == nil)
    }

    @Test("an answer's body is cut at Content-Length, joined from chunks, empty for HEAD, 204 and 304; what is not HTTP is nothing")
    func response() {
        func answer(_ text: String, method: String = "GET") -> ServerResponse? { HTTPExchange.response(from: Data(text.utf8), method: method) }
        #expect(answer("HTTP/1.0 409 Conflict\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}garbage") == ServerResponse(status: 409, headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Content-Length", "2")], body: Data("{}".utf8)))
        #expect(answer("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWiki\r\n5;x=1\r\npedia\r\n0\r\n\r\n")?.body == Data("Wikipedia".utf8))
        #expect(answer("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nWi") == nil)
        #expect(answer("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", method: "HEAD")?.body == Data())
        #expect(answer("HTTP/1.1 204 No Content\r\n\r\n")?.body == Data())
        #expect(answer("HTTP/1.1 200 OK\r\n\r\nuntil close")?.body == Data("until close".utf8))
        #expect(answer("SSH-2.0-OpenSSH\r\n\r\n") == nil)
        #expect(answer("HTTP/1.1 200 OK\r\n") == nil)
    }

    @Test("a server that takes the connection and never answers times the exchange out at its deadline; a port nobody listens on refuses it")
    func silentServer() throws {
        let listening = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listening) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listening, $0, length) == 0 && listen(listening, 1) == 0 && getsockname(listening, $0, &length) == 0 }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let silent = LoopbackConnection(host: "127.0.0.1", port: port, deadline: MachineTime.now + .milliseconds(100))
        #expect(throws: LoopbackConnection.Failure.timedOut) { try silent.exchange(Data("GET / HTTP/1.1\r\n\r\n".utf8)) }
        let nobody = LoopbackConnection(host: "127.0.0.1", port: 1, deadline: MachineTime.now + .seconds(5))
        #expect(throws: LoopbackConnection.Failure.refused) { try nobody.exchange(Data()) }
    }
}
