#if APNs
/// The sample delivery's pushes, as a server sends them.
enum DeliveryPush {
    static let update = #"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.55},"alert":{"title":"On the way","body":"ETA 12 minutes"}}}"#
    static let end = #"{"aps":{"timestamp":1777080100,"event":"end","content-state":{"step":"delivered","etaSeconds":0,"driverLocation":"Your door","progress":1},"dismissal-date":1777078000}}"#
    /// A push-to-start with the alert iOS needs.
    static let start = #"{"aps":{"timestamp":1777080000,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":"B-2","restaurantName":"Noodle Bar","totalItems":2},"content-state":{"step":"preparing","etaSeconds":1500,"driverLocation":"Restaurant","progress":0},"alert":{"title":"Order placed","body":"Noodle Bar is preparing it"},"input-push-token":1}}"#
    /// An update whose content-state iOS cannot decode: APNs still answers 200.
    static let undecodable = #"{"aps":{"timestamp":1777080000,"event":"update","content-state":{"step":"flying","etaSeconds":720,"driverLocation":"x","progress":0.5}}}"#
    /// An update padded to 4200 bytes, over the 4096 APNs takes for a Live Activity.
    static let oversized = String(update.dropLast(2)) + #","pad":""# + String(repeating: "x", count: 4200 - update.utf8.count - 9) + #""}}"#
}
#endif
