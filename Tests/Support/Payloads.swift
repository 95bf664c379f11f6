import Foundation

/// The seeds' push payloads, kept verbatim in `Transcripts/payloads/`.
public enum Payloads {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Transcripts/payloads")

    /// The bytes of `Transcripts/payloads/NAME.json`.
    public static func seed(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: folder.appendingPathComponent("\(name).json").path) ?? Data())
    }
}
