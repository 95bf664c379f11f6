/// The checks APNs makes of a request's optional headers before it looks at the payload (Apple's
/// documentation, "Sending notification requests to APNs" and "Handling notification responses from APNs").
extension PushRequest {
    /// The first header APNs refuses, as a 400 with its reason, or nil.
    ///
    /// ```swift
    /// PushRequest(payload: bytes, collapseID: String(repeating: "x", count: 65)).headerProblem()?.status
    /// // "400 BadCollapseId"
    /// ```
    public func headerProblem() -> PushProblem? {
        if let expiration, UInt64(expiration) == nil {
            return PushProblem(
                .apns, "expiration", "apns-expiration is '\(expiration)'; send a Unix time in seconds, or 0 to deliver once or not at all",
                status: "400 BadExpirationDate")
        }
        if let collapseID, collapseID.utf8.count > Self.maximumCollapseIDSize {
            return PushProblem(
                .apns, "collapse-id", "apns-collapse-id is \(collapseID.utf8.count) bytes; it may be at most \(Self.maximumCollapseIDSize)",
                status: "400 BadCollapseId")
        }
        if let messageID, !Self.isCanonicalUUID(messageID) {
            return PushProblem(
                .apns, "apns-id", "apns-id is '\(messageID)'; send a canonical UUID such as 123e4567-e89b-12d3-a456-4266554400a0, or leave it out",
                status: "400 BadMessageId")
        }
        return nil
    }

    /// The most bytes `apns-collapse-id` may have.
    public static let maximumCollapseIDSize = 64

    /// Five groups of 8, 4, 4, 4 and 12 hexadecimal digits joined by hyphens, in either case.
    static func isCanonicalUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
