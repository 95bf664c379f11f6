import Foundation

// libFuzzer target for the push payload decoder: JSON parsing, the aps checks, and decoding
// content-state through Swift types with Dates, enums and ranges, as the device does. Run it with
// `Tests/Fuzz/run.sh`.

private struct Ride: Codable, Sendable {
    struct State: Codable, Hashable, Sendable {
        var driverName: String
        var eta: ClosedRange<Date>
        var status: Status
        var distanceRemaining: Double
        var note: String?
    }

    enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        case driverAssigned, driverArrived, completed
    }

    var riderName: String
}

private let ride = try! ActivityType(
    Ride.self, state: Ride.State.self, sampleAttributes: Ride(riderName: "Jordan"),
    sampleState: Ride.State(driverName: "Maria", eta: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 600), status: .driverAssigned, distanceRemaining: 1))

private let now = Date(timeIntervalSince1970: 1_777_078_800)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPushPayload(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let payload = try? PushPayload.parse(bytes) else { return 0 }
    if let state = payload.contentState {
        if let valid = try? ride.validateState(state) {
            _ = state.keyPaths(missingFrom: valid)
        }
        _ = EpochLint.warnings(in: state, schema: ride.stateSchema, root: "content-state", now: now)
    }
    if let attributes = payload.attributes { _ = try? ride.validateAttributes(attributes) }
    return 0
}
