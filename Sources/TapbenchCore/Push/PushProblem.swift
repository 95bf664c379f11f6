/// Why a push was not applied. APNs refuses some pushes with an HTTP error; iOS drops others
/// silently. Tapbench says which, and why.
public struct PushProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Stage: String, Sendable, Hashable {
        /// APNs answered the server with an HTTP error; the device never saw the push.
        case apns
        /// The device received the push and dropped it, without a word.
        case device
    }

    public let stage: Stage
    /// A stable name for scripts: `payload-too-large`, `content-state`, `stale-timestamp`, …
    public let code: String
    /// What happened, in the device's terms.
    public let message: String
    /// For APNs refusals, the HTTP status and APNs reason, like `413 PayloadTooLarge`.
    public let status: String?
    /// Other reasons the same push would be dropped, after the first.
    public let also: [String]
    /// What would get the push through, when a setting or a missing subscriber stands in the way.
    public let remedy: Remedy?

    public init(_ stage: Stage, _ code: String, _ message: String, status: String? = nil, also: [String] = [], remedy: Remedy? = nil) {
        self.stage = stage
        self.code = code
        self.message = message
        self.status = status
        self.also = also
        self.remedy = remedy
    }

    /// The first of several problems, carrying the others.
    static func first(of problems: [PushProblem]) -> PushProblem? {
        guard let first = problems.first else { return nil }
        return PushProblem(
            first.stage, first.code, first.message, status: first.status, also: problems.dropFirst().map(\.message), remedy: first.remedy)
    }

    public var description: String {
        switch stage {
        case .apns: "APNs refuses it (\(status ?? "400")): \(message)"
        case .device: "iOS drops it: \(message)"
        }
    }
}
