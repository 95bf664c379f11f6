/// An intent that plays or pauses audio from a widget or a Live Activity's button (iOS 17). The bench plays no
/// audio; it runs the intent as any other.
///
/// ```swift
/// struct PlayEpisodeIntent: AudioPlaybackIntent, LiveActivityIntent {
///     static var title: LocalizedStringResource = "Play"
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol AudioPlaybackIntent: AppIntent {}
