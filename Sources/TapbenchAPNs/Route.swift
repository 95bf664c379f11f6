#if APNs
/// Which part of the provider API a request's method and path reach, or the refusal for one that reaches none.
enum Route: Sendable, Equatable {
    case device(token: String)
    case broadcast
    case createChannel
    case readChannel
    case deleteChannel
    case allChannels

    init(_ request: ProviderRequest, bundleIdentifier: String) throws(Refusal) {
        let segments = request.segments.map(String.init)
        let method = request.method
        func only(_ allowed: String) throws(Refusal) {
            guard method == allowed else { throw Refusal(405, "MethodNotAllowed", "\(request.path) takes \(allowed), not \(method)") }
        }
        func app(_ bundle: String) throws(Refusal) {
            guard bundle == bundleIdentifier else {
                throw Refusal(400, "TopicDisallowed", "the path names \(bundle); the app on the bench is \(bundleIdentifier)")
            }
        }
        switch segments.count {
        case 2 where segments == ["3", "device"]:
            try only("POST")
            throw Refusal(400, "MissingDeviceToken", "the path has no device token; send POST /3/device/<token>")
        case 3 where segments[0] == "3" && segments[1] == "device":
            try only("POST")
            let token = segments[2]
            guard token.allSatisfy(\.isHexDigit) else {
                throw Refusal(400, "BadDeviceToken", "the device token '\(token.prefix(16))' is not hexadecimal")
            }
            self = .device(token: token.lowercased())
        case 4 where segments[0] == "4" && segments[1] == "broadcasts" && segments[2] == "apps":
            try only("POST")
            try app(segments[3])
            self = .broadcast
        case 4 where segments[0] == "1" && segments[1] == "apps" && segments[3] == "channels":
            try app(segments[2])
            switch method {
            case "POST": self = .createChannel
            case "GET": self = .readChannel
            case "DELETE": self = .deleteChannel
            default: throw Refusal(405, "MethodNotAllowed", "\(request.path) takes POST, GET or DELETE, not \(method)")
            }
        case 4 where segments[0] == "1" && segments[1] == "apps" && segments[3] == "all-channels":
            try only("GET")
            try app(segments[2])
            self = .allChannels
        default:
            throw Refusal(404, "BadPath", "no such path: \(request.path) (APNs serves /3/device/<token>, /4/broadcasts/apps/<bundle> and /1/apps/<bundle>/channels)")
        }
    }
}
#endif
