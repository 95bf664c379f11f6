import TapbenchCore

/// An alert that accompanies an update: the expanded island, a banner, and on Apple Watch the title and body.
public struct AlertConfiguration: Hashable, Sendable {
    public var title: LocalizedStringResource
    public var body: LocalizedStringResource
    public var sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// Tapbench also takes a plain `String` body, as seed 001's `updateRideActivity` passes one.
    public init(title: LocalizedStringResource, body: String, sound: AlertSound) {
        self.init(title: title, body: LocalizedStringResource(body), sound: sound)
    }

    /// The sound of an alert.
    public struct AlertSound: Hashable, Sendable {
        let name: String
        public static let `default` = AlertSound(name: "default")
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    var alert: Alert { Alert(title: title.key, body: body.key, sound: sound.name) }
}
