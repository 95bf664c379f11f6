import Foundation
import TapbenchCore

/// What a session keeps when the app's process ends (`app terminate`, and `reset`, which gives a fresh app): the
/// device as a snapshot, and where the session stands (its clock's start, its seeds, its folders, how it renders,
/// the transcript it records). A worker writes it; the worker that takes over, with the app's memory fresh, goes on
/// from it (`Session(resuming:…)`).
public struct SessionResume: Codable, Sendable {
    let device: DeviceSnapshot
    let start: Date
    let deviceStart: Date
    let seed: UInt64
    let resets: UInt64
    let directory: String
    let directoryBeforeRecording: String?
    let verbose: Bool
    /// The transcript being recorded, which the next process goes on writing.
    public let recording: RecordingContinuation?
    /// The device is fresh (`reset`): the next process launches the app at once, as a new device does.
    let launchesApp: Bool
    /// The rules broken and not yet kept again, which the next process does not report a second time.
    let standingBreaks: Set<InvariantBreak>
}

extension Session {
    /// Where the session stands now, to go on in another process.
    public var resume: SessionResume {
        SessionResume(
            device: device.snapshot, start: start, deviceStart: deviceStart, seed: seed, resets: resets, directory: directory.path,
            directoryBeforeRecording: directoryBeforeRecording?.path, verbose: renderer.verbose, recording: recording?.continuation,
            launchesApp: launchesOnResume, standingBreaks: standingBreaks)
    }
}
