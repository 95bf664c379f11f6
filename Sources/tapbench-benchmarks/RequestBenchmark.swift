import Foundation
import TapbenchCore
import TapbenchRouting
import TapbenchSampleApp
import TapbenchTranscripts
import TapbenchURLSession

/// What a request app code makes costs: `URLSession.shared.data(for:)` answered by a stub, in this process; and a
/// whole `tapbench replay` of cancels, each a `POST` the sample app's delivery service answers, per step.
/// `tapbench-benchmarks cancels N` prints that transcript, for replaying with another build beside this one.
enum RequestBenchmark {
    private static let requests = 20_000
    private static let cancels = 2_000
    private static let rounds = 5

    static func run() async throws {
        let device = Device(app: AppCatalog(name: "Bench", bundleIdentifier: "com.example.bench"))
        let stub = ServerStub(
            method: "POST", pattern: try RoutePattern("https://api.delivery.example.com/orders/:orderID/cancel"),
            answer: .response(.with(status: 200, body: Data(#"{"status": "cancelled"}"#.utf8))))
        _ = device.server.add(stub)
        var request = URLRequest(url: URL(string: "https://api.delivery.example.com/orders/A-7189/cancel")!)
        request.httpMethod = "POST"
        let clock = ContinuousClock()
        var timings: [Duration] = []
        for _ in 0..<rounds {
            let start = clock.now
            try await device.asCurrent {
                for _ in 0..<requests { _ = try await URLSession.shared.data(for: request) }
            }
            timings.append(clock.now - start)
            _ = device.takeEvents()
        }
        print("requests: a request answered by a stub takes \(Figures.perStep(Figures.median(timings), requests)) in this process (median of \(rounds), \(requests) requests each)")

        let folder = try Figures.scratchFolder("requests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cancels.md")
        try await transcript(cancels: cancels).write(to: file, atomically: true, encoding: .utf8)
        let run = try MeasuredProcess.median(of: rounds, ["replay", file.path])
        print("requests: `tapbench replay` of \(cancels) starts and cancels, each cancel a request, takes \(Figures.milliseconds(run.wall)), \(Figures.perStep(run.wall, 2 * cancels)) a step (whole process, median of \(rounds))")
    }

    /// `count` deliveries, each started and cancelled from its intent, as a recorded transcript.
    static func transcript(cancels count: Int) async -> String {
        await TranscriptBenchmark.transcript(of: (0..<count).flatMap { ["start Delivery orderNumber=B-\($0)", "perform CancelDeliveryIntent orderID=B-\($0)"] })
    }
}
