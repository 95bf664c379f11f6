#if APNs
import Foundation
import TapbenchCommands
import TapbenchCore

/// APNs's answer to a push, read from the events of the `push` command that delivered it: the refusal of a
/// `push.rejected` at the APNs stage, or 200, whatever the device then did with it (APNs answers before the
/// device sees a push). A command that did not run through, such as one during which the app crashed, is a
/// 500: the push was lost.
enum PushVerdict {
    static func refusal(of outcome: CommandOutcome) -> Refusal? {
        if let error = outcome.error { return Refusal(500, "InternalServerError", error.message) }
        for record in outcome.eventRecords {
            switch record["event"]?.stringValue {
            case "app.crashed":
                return Refusal(500, "InternalServerError", "the app crashed while the device took the push; the push was lost")
            case "push.rejected" where record["stage"]?.stringValue == "apns":
                let explanation = record["reason"]?.stringValue ?? ""
                return Refusal(
                    status: record["status"]?.stringValue ?? "400 BadDeviceToken", explanation: explanation,
                    timestamp: record["status"]?.stringValue?.hasPrefix("410") == true ? milliseconds(record["at"]?.stringValue) : nil)
            default:
                continue
            }
        }
        return nil
    }

    /// A 410's `timestamp`: the time of the verdict on the device's clock, in milliseconds since 1970.
    private static func milliseconds(_ iso8601: String?) -> Int64? {
        guard let iso8601, let date = Timestamp.parse(iso8601) else { return nil }
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
#endif
