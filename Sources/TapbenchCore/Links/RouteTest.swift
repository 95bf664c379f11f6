/// A dry run of the router for `route test URL`: every candidate in rank order, or the closest routes
/// and why each missed.
public struct RouteTest: Sendable, Hashable {
    public struct Candidate: Sendable, Hashable {
        public let route: String
        public let parameters: JSONObject
        public let screen: String
    }

    public struct NearMiss: Sendable, Hashable {
        public let route: String
        public let reason: String
    }

    public let url: String
    public let candidates: [Candidate]
    public let nearMisses: [NearMiss]
    public let missReason: String?
}
