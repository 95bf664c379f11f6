import Foundation
import TapbenchCore
@testable import TapbenchCompatibilityFixture
import Testing

/// The parcel app's server client, iOS code that imports only Foundation, answered by the bench's server: every
/// kind of request it makes, through the session it makes itself.
@Suite("Compatibility: the app's server client")
struct ServerClientTests {
    let bench = CompatibilityBench()
    let client = ParcelServerClient(token: "t0k3n")

    /// Runs `commands` at the bench's prompt first: the stubs.
    func stub(_ commands: String) async {
        _ = await bench.transcript(commands)
    }

    @Test("an async GET through the app's own session carries its headers and decodes the stub's answer")
    func asyncGet() async throws {
        await stub(#"server stub GET https://parcels.example.com/api/parcels/:trackingNumber 200 {"trackingNumber": "PK-4471", "status": "out for delivery", "etaMinutes": 25}"#)
        let parcel = try await bench.session.device.asCurrent { try await client.parcel("PK-4471") }
        #expect(parcel == .init(trackingNumber: "PK-4471", status: "out for delivery", etaMinutes: 25))
        #expect(bench.session.device.server.log.first?.request.headers == [HTTPHeader("Accept", "application/json"), HTTPHeader("Authorization", "Bearer t0k3n")])
        expectOutput(await bench.appEvents(), "01:00:00  app → GET https://parcels.example.com/api/parcels/PK-4471 → 200 (stub 1)")
    }

    @Test("code written for Linux as well, which imports FoundationNetworking, gets the bench's URLSession and its types")
    func foundationNetworkingImport() async throws {
        await stub(#"server stub GET https://parcels.example.com/api/parcels/:trackingNumber/receipt 200 %PDF-1.7 --header "Content-Type: application/pdf""#)
        let receipt = try await bench.session.device.asCurrent { try await ParcelReceipts.receipt(for: "PK-4471") }
        #expect(receipt.pdf == Data("%PDF-1.7".utf8) && receipt.mimeType == "application/pdf")
        expectOutput(await bench.appEvents(), "01:00:00  app → GET https://parcels.example.com/api/parcels/PK-4471/receipt → 200 (stub 1)")
    }

    @Test("a completion handler hears the server's 409, and the app turns it into its own error")
    func completionHandler() async throws {
        await stub("server stub POST https://parcels.example.com/api/parcels/:trackingNumber/cancel 409")
        let result = Received()
        bench.session.device.asCurrent {
            client.cancelDelivery("PK-4471") { outcome in
                switch outcome {
                case .success: result.set("cancelled")
                case .failure(let error): result.set("failed: \(error)")
                }
            }
        }
        expectOutput(await bench.appEvents(), "01:00:00  app → POST https://parcels.example.com/api/parcels/PK-4471/cancel → 409 (stub 1)")
        #expect(result.value == "failed: status(409)")
    }

    @Test("an upload from a file sends the file's bytes; a download lands where the app moves it")
    func uploadAndDownload() async throws {
        await stub(
            "server stub PUT https://parcels.example.com/api/parcels/:trackingNumber/photo 201\nserver stub GET https://parcels.example.com/api/parcels/:trackingNumber/label.pdf 200 %PDF-1.7")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-parcels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("doorstep.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0]).write(to: photo)
        let label = folder.appendingPathComponent("label.pdf")
        let status = try await bench.session.device.asCurrent {
            let status = try await client.uploadDoorstepPhoto(photo, for: "PK-4471")
            try await client.downloadLabel(for: "PK-4471", to: label)
            return status
        }
        #expect(status == 201)
        #expect(try String(contentsOf: label, encoding: .utf8) == "%PDF-1.7")
        #expect(bench.session.device.server.log.map(\.request.body) == [Data([0xFF, 0xD8, 0xFF, 0xE0]), Data()])
    }

    @Test("with no stub, the app sees the phone offline, and the prompt shows the stub to add")
    func offline() async throws {
        await #expect(throws: URLError.self) { try await bench.session.device.asCurrent { try await client.parcel("PK-4471") } }
        expectOutput(
            await bench.appEvents(),
            "01:00:00  app → GET https://parcels.example.com/api/parcels/PK-4471 → no stub; the app saw it offline — answer it with: server stub GET https://parcels.example.com/api/parcels/PK-4471 200 {}")
    }
}

/// What a completion handler was given, in words.
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var value: String? { lock.withLock { stored } }
    func set(_ value: String) { lock.withLock { stored = value } }
}
