import Foundation
import FuzzDriver
import TapbenchSampleApp
import TapbenchCore

// libFuzzer harness for APNs liveactivity payloads: the payload reader, then content-state and attributes
// decoded through every sample app type (Dates, enums, ranges), and the epoch checks, as the device does.

private let catalog = SampleApp.catalog()
private let now = Device.defaultStart

@main
enum PushPayloadFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzPushPayload))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzPushPayload(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let payload = try? PushPayload.parse(Array(UnsafeBufferPointer(start: data, count: count))) else { return 0 }
    for type in catalog.activityTypes {
        if let state = payload.contentState {
            if let valid = try? type.validateState(state) {
                _ = state.keyPaths(missingFrom: valid)
            }
            _ = EpochLint.warnings(in: state, schema: type.stateSchema, root: "content-state", now: now)
        }
        if let attributes = payload.attributes { _ = try? type.validateAttributes(attributes) }
    }
    return 0
}
