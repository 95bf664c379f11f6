import AVFoundation
import Foundation
import Testing

/// A keep-alive as apps write one to run past a locked screen until a Live Activity's countdown ends:
/// a `.playback` session that mixes with other apps' audio, and silence playing on loop.
private final class AudioKeepAlive {
    private var player: AVAudioPlayer?

    var isPlaying: Bool { player?.isPlaying ?? false }

    func start() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
        try session.setActive(true)
        let player = try AVAudioPlayer(data: Data(count: 16_000), fileTypeHint: AVFileType.wav.rawValue)
        player.numberOfLoops = -1
        player.volume = 0
        player.prepareToPlay()
        player.play()
        self.player = player
    }

    func stop() throws {
        player?.stop()
        try AVAudioSession.sharedInstance().setActive(false, options: [.notifyOthersOnDeactivation])
    }
}

@Suite("AVFoundation")
struct AVFoundationTests {
    private struct SessionState: Equatable {
        let category: AVAudioSession.Category
        let mode: AVAudioSession.Mode
        let options: AVAudioSession.CategoryOptions
        let isActive: Bool

        init(_ session: AVAudioSession) {
            category = session.category
            mode = session.mode
            options = session.categoryOptions
            isActive = session.isActive
        }

        init(category: AVAudioSession.Category, mode: AVAudioSession.Mode, options: AVAudioSession.CategoryOptions, isActive: Bool) {
            self.category = category
            self.mode = mode
            self.options = options
            self.isActive = isActive
        }
    }

    @Test("a keep-alive's session keeps what the app set, and its player plays until stopped, silently (Apple, \"AVAudioSession\", \"AVAudioPlayer\")")
    func keepAlive() throws {
        let keepAlive = AudioKeepAlive()
        try keepAlive.start()
        #expect(SessionState(.sharedInstance()) == SessionState(category: .playback, mode: .default, options: [.mixWithOthers], isActive: true))
        #expect(keepAlive.isPlaying)
        try keepAlive.stop()
        #expect(SessionState(.sharedInstance()) == SessionState(category: .playback, mode: .default, options: [.mixWithOthers], isActive: false))
        #expect(!keepAlive.isPlaying)
    }
}
