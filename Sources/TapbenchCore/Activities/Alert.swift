/// An alert configuration sent with an update: a banner on devices without the Dynamic Island, the
/// expanded presentation on those with one, and `title` and `body` on a paired Apple Watch.
public struct Alert: Sendable, Hashable, Codable {
    public var title: String
    public var body: String
    /// `default`, a sound file's name, or nil for silence.
    public var sound: String?

    public init(title: String, body: String, sound: String? = nil) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// An alert with no title, no body and no sound: nothing a person could see or hear.
    var isSilent: Bool { title.isEmpty && body.isEmpty && sound == nil }
}
