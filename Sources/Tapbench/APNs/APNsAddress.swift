#if APNs
/// Where the APNs endpoint listens: `[HOST:]PORT`, loopback unless a host is given; `0` takes any free port.
///
/// ```swift
/// try APNsAddress("2197")            // 127.0.0.1:2197
/// try APNsAddress("[::1]:2197")      // ::1:2197
/// ```
struct APNsAddress: Sendable, Hashable {
    let host: String
    let port: Int

    init(_ text: String) throws(APNsAddressError) {
        var host = "127.0.0.1"
        var portText = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon]).trimmingCharacters(in: ["[", "]"])
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (0...65_535).contains(port) else { throw APNsAddressError(text: text) }
        self.host = host
        self.port = port
    }
}

/// An address that is not `[HOST:]PORT`, in words.
struct APNsAddressError: Error, Sendable, CustomStringConvertible {
    let text: String

    var description: String { "'\(text)' is not [HOST:]PORT — write a port such as 2197, or 127.0.0.1:2197 (0 takes any free port)" }
}
#endif
