import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import TapbenchTestSupport
import Testing

/// `server forward` sends the app's requests to a server on this machine; `server record` writes what it answered
/// as stubs, and `server load` answers with them when no server runs.
@Suite("Server forwarding and recording")
struct ServerForwardTests {
    @Test("a forwarded request gets the local server's answer; recorded and loaded, the same session replays with no server")
    func forwardRecordLoad() async throws {
        let folder = try TemporaryFolder()
        let recorded = folder.url.appendingPathComponent("orders.tapbench")
        do {
            let server = try LoopbackServer()
            let session = Session(app: { SampleApp.catalog(now: $0) })
            session.directory = folder.url
            session.makeRecording = { _, _, _, _ in throw CancellationError() }
            // A forward is a stub like any other: the app's own stubs are more specific, so they go first.
            _ = await session.execute("server clear")
            #expect(await session.execute("server forward https://api.delivery.example.com/orders/** \(server.url)").lines == [
                "stub 10: * https://api.delivery.example.com/orders/** → forwarded to \(server.url)"
            ])
            _ = await session.execute("start Delivery")
            #expect(await session.execute("perform CancelDeliveryIntent orderID=A-7189").lines == [
                #"01:00:00  CancelDeliveryIntent(orderID: "A-7189") returned in 0ms — within the 1s budget"#,
                "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 10, forwarded to \(server.url))",
                "01:00:00    #1 updated: driverLocation: Restaurant → Cancelled [intent]",
                "01:00:00    #1 ended by an intent; dismissal immediate",
                "01:00:00    #1 dismissed: removed at the end",
            ])
            let log = session.device.server.log.last
            #expect(log?.forwardedTo == server.url)
            #expect(log.flatMap { if case .response(let response) = $0.reply { String(decoding: response.body, as: UTF8.self) } else { nil } }
                == #"{"body": "", "method": "POST", "path": "/orders/A-7189/cancel"}"#)
            #expect(await session.execute("server record orders.tapbench").lines == ["wrote 1 answer to orders.tapbench — 'server load orders.tapbench' answers with them"])
        }
        #expect(try String(contentsOf: recorded, encoding: .utf8) == """
            # What the server answered, recorded by 'server record'; 'server load FILE' answers with it.
            server stub POST https://api.delivery.example.com/orders/A-7189/cancel 200 {"body":"","method":"POST","path":"/orders/A-7189/cancel"} --header "X-Echo: yes"

            """)
        let replay = Session(app: { SampleApp.catalog(now: $0) })
        replay.directory = folder.url
        #expect(await replay.execute("server load orders.tapbench").lines == ["loaded 1 stub from orders.tapbench (stub 10)"])
        _ = await replay.execute("start Delivery")
        #expect(await replay.execute("perform CancelDeliveryIntent orderID=A-7189").lines == [
            #"01:00:00  CancelDeliveryIntent(orderID: "A-7189") returned in 0ms — within the 1s budget"#,
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 10)",
            "01:00:00    #1 updated: driverLocation: Restaurant → Cancelled [intent]",
            "01:00:00    #1 ended by an intent; dismissal immediate",
            "01:00:00    #1 dismissed: removed at the end",
        ])
    }

    @Test("a forward to a server that is not there fails the request as offline, and says which server did not answer")
    func forwardToNothing() async throws {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        _ = await session.execute("server clear")
        _ = await session.execute("server forward https://api.delivery.example.com/** http://127.0.0.1:1")
        _ = await session.execute("start Delivery")
        #expect(await session.execute("perform CancelDeliveryIntent orderID=A-7189").lines == [
            #"01:00:00  CancelDeliveryIntent(orderID: "A-7189") threw after 0ms: Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline." UserInfo={NSErrorFailingURLKey=https://api.delivery.example.com/orders/A-7189/cancel, NSErrorFailingURLStringKey=https://api.delivery.example.com/orders/A-7189/cancel, NSLocalizedDescription=The Internet connection appears to be offline.} — within the 1s budget"#,
            "01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → offline (stub 10: http://127.0.0.1:1 did not answer)",
        ])
    }
}
