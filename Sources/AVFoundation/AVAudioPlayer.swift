import Foundation

/// A player of a sound file or of sound in memory (Apple, "AVAudioPlayer"). Headless: it decodes and
/// plays nothing, and what app code can observe of it, whether it is playing, is kept as a property.
///
/// ```swift
/// let player = try AVAudioPlayer(data: silence, fileTypeHint: AVFileType.wav.rawValue)
/// player.numberOfLoops = -1
/// player.volume = 0
/// player.play()
/// ```
open class AVAudioPlayer {
    /// The sound, when the player was made from memory.
    public let data: Data?
    /// The sound's file, when the player was made from one.
    public let url: URL?
    /// How many times the sound repeats after its first play; a negative number repeats until `stop()`.
    open var numberOfLoops = 0
    /// From 0 (silent) to 1.
    open var volume: Float = 1
    open private(set) var isPlaying = false

    public init(data: Data, fileTypeHint utiString: String? = nil) throws {
        self.data = data
        url = nil
    }

    public init(contentsOf url: URL, fileTypeHint utiString: String? = nil) throws {
        data = nil
        self.url = url
    }

    @discardableResult
    open func prepareToPlay() -> Bool { true }

    /// Starts playing, and answers that it did.
    @discardableResult
    open func play() -> Bool {
        isPlaying = true
        return true
    }

    open func pause() { isPlaying = false }

    open func stop() { isPlaying = false }
}
