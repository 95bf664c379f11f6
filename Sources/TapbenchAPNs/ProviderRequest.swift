#if APNs
/// One request a push server sends to APNs's provider API: its method, path, headers as sent (a name may
/// come more than once) and body.
///
/// ```swift
/// let request = ProviderRequest(
///     method: "POST", path: "/3/device/35714a86…",
///     headers: [("apns-push-type", "liveactivity"), ("apns-topic", "com.example.delivery.push-type.liveactivity")],
///     body: Array(#"{"aps":{"event":"update",…}}"#.utf8))
/// ```
public struct ProviderRequest: Sendable {
    public var method: String
    public var path: String
    /// Names in lower case, as HTTP/2 sends them.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) {
        self.method = method
        self.path = path
        self.headers = headers.map { ($0.name.lowercased(), $0.value) }
        self.body = body
    }

    /// The value of header `name`, or nil when it is absent.
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// A header of APNs's that comes more than once, or nil.
    var repeatedHeader: String? {
        let names = headers.map(\.name).filter { $0.hasPrefix("apns-") || $0 == "authorization" }
        return names.enumerated().first { names[..<$0.offset].contains($0.element) }?.element
    }

    /// The path's segments, with the empty ones dropped: `/3/device/abc` is `3`, `device`, `abc`.
    var segments: [Substring] {
        path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: "/")
    }
}
#endif
