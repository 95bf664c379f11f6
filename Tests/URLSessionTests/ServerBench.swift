import Foundation
import TapbenchCore
import TapbenchRouting
import TapbenchURLSession

/// A device with no app but its server's stubs, for driving `URLSession` as app code does.
struct ServerBench {
    let device = Device(app: AppCatalog(name: "Scores", bundleIdentifier: "com.example.scores"))

    /// Adds `server stub`'s equivalent: `method` (nil for any) and `pattern`, answered by `answer`.
    @discardableResult
    func stub(_ method: String?, _ pattern: String, _ answer: ServerStub.Answer, latency: Duration? = nil, times: Int? = nil) throws -> Int {
        device.server.add(ServerStub(method: method, pattern: try RoutePattern(pattern), answer: answer, latency: latency, times: times))
    }

    /// A JSON answer with the status given.
    static func json(_ status: Int, _ text: String) -> ServerStub.Answer {
        .response(.with(status: status, body: Data(text.utf8)))
    }

    /// Runs `body` as app code: in an intent's run, whose requests pass virtual time and whose verdict heads
    /// them, unless `inRun` is false.
    func app<Value>(inRun: Bool = true, _ body: () async throws -> Value) async throws -> Value {
        guard inRun else { return try await device.asCurrent { try await body() } }
        let run = device.intentRuns.begin()
        let result: Result<Value, any Error>
        do {
            result = .success(
                try await device.asCurrent {
                    try await Device.$context.withValue(CallContext(source: .intent, isBackground: true, run: run.id)) { try await body() }
                })
        } catch {
            result = .failure(error)
        }
        let outcome: IntentReport.Outcome =
            switch result {
            case .success: .returned(nil)
            case .failure(let error): .threw(ErrorText.describe(error))
            }
        let elapsed = run.start.duration(to: device.now)
        device.intentRuns.finish(
            run,
            report: IntentReport(
                intent: "Probe", parameters: JSONObject(), elapsed: elapsed, budget: .seconds(1), enforcesBudget: true, outcome: outcome,
                wallTimeOverBudget: false))
        return try result.get()
    }

    /// The code of the `URLError` that `body` throws, or nil when it throws none.
    func failure(inRun: Bool = true, _ body: () async throws -> some Any) async -> URLError.Code? {
        do {
            _ = try await app(inRun: inRun, body)
            return nil
        } catch {
            return (error as? URLError)?.code
        }
    }

    /// The requests the server got, as `METHOD URL body`.
    var requests: [String] {
        device.server.log.map { "\($0.request.method) \($0.request.url)" + ($0.request.body.isEmpty ? "" : " " + String(decoding: $0.request.body, as: UTF8.self)) }
    }
}

/// A `Sendable` box for what a completion handler saw.
final class Received<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
