import Synchronization

/// The app's audio session: how its audio mixes with other apps', and whether it is active, which on iOS
/// keeps an app playing audio running in the background (Apple, "AVAudioSession"). Headless: the
/// session remembers what the app set and plays nothing.
///
/// ```swift
/// let session = AVAudioSession.sharedInstance()
/// try session.setCategory(.playback, mode: .default, options: [.mixWithOthers])
/// try session.setActive(true)
/// ```
public final class AVAudioSession: Sendable {
    private struct Settings {
        var category = Category.soloAmbient
        var mode = Mode.default
        var categoryOptions: CategoryOptions = []
        var isActive = false
    }

    private static let shared = AVAudioSession()
    private let settings = Mutex(Settings())

    private init() {}

    /// The app's one audio session.
    public static func sharedInstance() -> AVAudioSession { shared }

    /// The category set last; `.soloAmbient` until the app sets one (Apple, "soloAmbient").
    public var category: Category { settings.withLock { $0.category } }
    public var mode: Mode { settings.withLock { $0.mode } }
    public var categoryOptions: CategoryOptions { settings.withLock { $0.categoryOptions } }
    /// Whether the app activated the session (and has not deactivated it since).
    public var isActive: Bool { settings.withLock { $0.isActive } }

    public func setCategory(_ category: Category) throws {
        settings.withLock { $0.category = category }
    }

    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        settings.withLock {
            $0.category = category
            $0.categoryOptions = options
        }
    }

    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        settings.withLock {
            $0.category = category
            $0.mode = mode
            $0.categoryOptions = options
        }
    }

    public func setMode(_ mode: Mode) throws {
        settings.withLock { $0.mode = mode }
    }

    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        settings.withLock { $0.isActive = active }
    }

    /// What the app's audio is for: `.playback` keeps playing when the screen locks.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialisation of the category: `.spokenAudio` for a podcast, `.moviePlayback` for video.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    }

    /// How the app's audio mixes with other apps': `[.mixWithOthers]` leaves their music playing.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    /// What deactivating tells other apps: `.notifyOthersOnDeactivation` lets their audio resume.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
}
