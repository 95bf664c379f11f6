import TapbenchCommands
import Foundation
import TapbenchSampleApp
import TapbenchCore
import Testing

/// Every bad input in the catalogue prints one line that says what was wrong and what would be right,
/// and leaves everything a user can observe as it was: the activities, the clock, the settings, the
/// routes and intents, and what `list` and `tokens` print.
@Suite("Bad-input catalogue")
struct BadInputCatalogueTests {
    /// What a user can observe of a session.
    struct ObservableState: Equatable {
        let activities: [LiveActivity]
        let now: Date
        let settings: DeviceSettings
        let routes: [String]
        let intents: [String]
        let list: [String]
        let tokens: [String]
        let stubs: [NumberedStub]
        let requests: Int
        let isRecording: Bool

        init(_ session: Session) async {
            let device = session.device
            activities = device.activities
            now = device.now
            settings = device.settings
            routes = device.catalog.routes.patterns.map(\.description)
            intents = device.catalog.intents.map(\.name)
            list = await session.execute("list").lines
            tokens = await session.execute("tokens").lines
            stubs = device.server.stubs
            requests = device.server.log.count
            isRecording = session.recording != nil
        }
    }

    /// A recorder that no bad input may reach.
    struct RecordingNotExpected: Error {}

    @Test("a bad input prints one line and changes nothing", arguments: zip(BadInput.catalogue.indices, BadInput.catalogue))
    func badInput(_ number: Int, _ input: BadInput) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-bad-input-\(getpid())-\(number)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("payloads"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let file = input.file {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        let session = Session(app: { SampleApp.catalog(now: $0) })
        session.directory = folder
        session.makeRecording = { _, _, _, _ in throw RecordingNotExpected() }
        for line in ["start Delivery --stale +15m --push token", "start WorkoutTimer"] {
            #expect(await session.execute(line).error == nil)
        }
        let before = await ObservableState(session)
        let outcome = await session.execute(input.line)
        let printed = outcome.lines + (outcome.error.map { ["error: \($0.message)"] } ?? [])
        #expect(printed == [input.expected.replacingOccurrences(of: "{folder}", with: folder.path)])
        #expect(await ObservableState(session) == before)
    }
}
