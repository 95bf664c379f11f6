/// An audio or video file format, as a uniform type identifier: `AVFileType.wav.rawValue` is the hint
/// an `AVAudioPlayer` takes (Apple, "AVFileType").
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
}
