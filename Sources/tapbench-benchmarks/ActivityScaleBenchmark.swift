import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp

/// What one command costs as the device holds more activities, as a long exploratory session piles them up:
/// the same steps (an update, a push, a minute of time, a look at the list's first line) with 1, 100 and
/// 1,000 Delivery activities held, half of them ended or dismissed; and twelve hours of one activity's life with
/// 10,000 updates, through the device alone.
enum ActivityScaleBenchmark {
    private static let sizes = [1, 100, 1_000]
    private static let steps = 2_000
    private static let rounds = 5
    private static let lifecycleUpdates = 10_000

    static func run() async throws {
        var perStep: [Int: Duration] = [:]
        for size in sizes {
            var samples: [Duration] = []
            for _ in 0..<rounds { samples.append(try await stepCost(holding: size)) }
            perStep[size] = median(samples)
        }
        let figures = sizes.map { "\(microseconds(perStep[$0]!)) with \($0)" }.joined(separator: ", ")
        let growth = seconds(perStep[sizes.last!]!) / seconds(perStep[sizes.first!]!)
        print("activities: one step costs \(figures) held (median of \(rounds) rounds of \(steps) steps); growth \(String(format: "%.2f×", growth))")

        var lifecycles: [Duration] = []
        for _ in 0..<rounds { lifecycles.append(lifecycle()) }
        print(
            "activities: 12 h of one activity's life with \(lifecycleUpdates) updates takes \(milliseconds(median(lifecycles))) "
                + "(median of \(rounds); \(microseconds(median(lifecycles) / lifecycleUpdates)) per update)")
    }

    /// The median cost of one step, measured after `size` activities were started and every other one ended.
    private static func stepCost(holding size: Int) async throws -> Duration {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        for setup in ["set max-per-app \(size + 10)", "set max-on-device \(size + 10)"] { try await expectSuccess(setup, in: session) }
        for number in 1...size {
            try await expectSuccess("start Delivery orderNumber=B-\(number) --push token --stale +\(number)h", in: session)
            if number % 2 == 0, number < size { try await expectSuccess("end \(number) --dismissal immediate", in: session) }
        }
        let flow = [
            "update \(size) step=onTheWay", "advance 1m",
            #"push {"aps":{"event":"update","content-state":{"step":"arriving","etaSeconds":60,"driverLocation":"x","progress":0.9}}} --priority 5"#,
            "update \(size) step=arriving",
        ]
        let clock = ContinuousClock()
        let start = clock.now
        for step in 0..<steps {
            var command = flow[step % flow.count]
            if command.hasPrefix("push") {
                let timestamp = Int(session.device.now.timeIntervalSince1970)
                command = command.replacingOccurrences(of: #"{"aps":{"#, with: #"{"aps":{"timestamp":\#(timestamp),"#)
            }
            try await expectSuccess(command, in: session)
        }
        return (clock.now - start) / steps
    }

    /// One activity updated every 4.32 s of virtual time for twelve hours: it goes stale, ends at eight hours and
    /// is dismissed at twelve, with updates ignored after the end.
    private static func lifecycle() -> Duration {
        let device = Device(app: SampleApp.catalog(now: Device.defaultStart))
        let delivery = device.catalog.activityType(named: "DeliveryAttributes")!
        let step = 12 * 3600.0 / Double(lifecycleUpdates)
        let clock = ContinuousClock()
        let start = clock.now
        _ = try? device.request(
            ActivityRequest(
                typeName: delivery.name, attributes: delivery.sampleAttributes,
                content: LiveActivity.Content(state: delivery.sampleState, staleDate: device.now.addingTimeInterval(600))))
        for update in 0..<lifecycleUpdates {
            device.advance(by: .milliseconds(Int64(step * 1000)))
            let state: JSONValue = [
                "step": .string("onTheWay"), "etaSeconds": .number(JSONNumber(Double(update % 3600))),
                "driverLocation": .string("Main St"), "progress": .number(JSONNumber(Double(update) / Double(lifecycleUpdates))),
            ]
            _ = try? device.update(1, with: ContentChange(state: state, staleDate: device.now.addingTimeInterval(600)))
            _ = device.takeEvents()
        }
        return clock.now - start
    }

    private static func expectSuccess(_ command: String, in session: Session) async throws {
        let outcome = await session.execute(command)
        if let error = outcome.error { throw BenchmarkFailure("'\(command)' failed: \(error.message)") }
    }

    private static func median(_ durations: [Duration]) -> Duration { durations.sorted()[durations.count / 2] }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private static func microseconds(_ duration: Duration) -> String { String(format: "%.1f µs", seconds(duration) * 1e6) }
    private static func milliseconds(_ duration: Duration) -> String { String(format: "%.1f ms", seconds(duration) * 1e3) }
}
