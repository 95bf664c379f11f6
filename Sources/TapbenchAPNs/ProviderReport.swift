#if APNs
import TapbenchCore

/// What one request did, for the person at the bench: a summary line with APNs's answer, and, for a push,
/// the lines and event records of the `push` command that delivered it.
///
/// ```swift
/// report.summary   // "apns: POST /3/device/35714a86… → 200"
/// report.lines     // ["01:00:00  push update accepted → #1 (token 35714a86…, priority 10)", …]
/// ```
public struct ProviderReport: Sendable {
    public let summary: String
    public let lines: [String]
    public let records: [JSONObject]
}
#endif
