import BackgroundTasks
import UIKit
import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import TapbenchTestSupport
import Testing

/// An app that refreshes its Live Activity from a background task, as Apple's "Displaying live data with Live
/// Activities" suggests ("you can update or end a Live Activity from your app while it runs in the background — for
/// example, by using Background Tasks"): it registers the handler at launch and schedules the next refresh.
private enum RefreshTasks {
    static let identifier = "com.example.delivery.refresh"

    static func register(completing success: Bool?) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            task.expirationHandler = {}
            if let success { task.setTaskCompleted(success: success) }
        }
    }

    /// In a worker `Date()` reads the device's clock; in this test process it does not, so the date is given.
    static func schedule(notBefore date: Date?) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = date
        try BGTaskScheduler.shared.submit(request)
    }
}

@Suite("BackgroundTasks")
struct BackgroundTasksTests {
    private func device(completing success: Bool? = true) -> Device {
        var catalog = SampleApp.catalog(now: Device.defaultStart)
        catalog.launch = { RefreshTasks.register(completing: success) }
        let device = Device(app: catalog, start: Device.defaultStart)
        device.launchApp()
        return device
    }

    @Test("a submitted refresh runs when iOS grants the time, not before its earliestBeginDate, and once [Apple, \"BGTaskScheduler\"]")
    func submitAndRun() async throws {
        let device = device()
        try device.asCurrent { try RefreshTasks.schedule(notBefore: device.now + 15 * 60) }
        await #expect(throws: BackgroundTaskError.tooEarly(RefreshTasks.identifier, earliest: Device.defaultStart + 15 * 60)) {
            try await device.runBackgroundTask(RefreshTasks.identifier)
        }
        device.advance(by: .seconds(15 * 60))
        #expect(try await device.runBackgroundTask(RefreshTasks.identifier) == .completed(success: true))
        await #expect(throws: BackgroundTaskError.notPending(RefreshTasks.identifier, pending: [])) {
            try await device.runBackgroundTask(RefreshTasks.identifier)
        }
        expectEvents(device.takeEvents(), """
            01:00:00  app submitted background task com.example.delivery.refresh (app refresh, not before 01:15:00)
            01:15:00  clock 01:15:00 (+15m)
            01:15:00  background task com.example.delivery.refresh ran: setTaskCompleted(success: true)
            """)
    }

    @Test("one refresh task pending at a time, ten processing tasks; the same identifier replaces its request [Apple, \"submit(_:)\"]")
    func limits() throws {
        let device = device()
        try device.asCurrent {
            try RefreshTasks.schedule(notBefore: nil)
            try RefreshTasks.schedule(notBefore: device.now + 60)
            #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
                try BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.delivery.other"))
            }
            for number in 1...10 { try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.cleanup.\(number)")) }
            do {
                try BGTaskScheduler.shared.submit(BGProcessingTaskRequest(identifier: "com.example.cleanup.11"))
                Issue.record("an eleventh processing task was accepted")
            } catch BGTaskScheduler.Error.tooManyPendingTaskRequests {
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(device.pendingBackgroundTasks.filter { $0.kind == .appRefresh }.map(\.earliestBeginDate) == [Device.defaultStart + 60])
        #expect(device.pendingBackgroundTasks.filter { $0.kind == .processing }.count == 10)
        let events = EventRenderer(day: Device.defaultStart).lines(device.takeEvents())
        #expect(events.prefix(2) == [
            "01:00:00  app submitted background task com.example.delivery.refresh (app refresh)",
            "01:00:00  app submitted background task com.example.delivery.refresh (app refresh, not before 01:01:00), replacing the one pending",
        ])
    }

    @Test("requests outlive the app's process; a new process that registers no handler cannot run them, and cancel takes them away")
    func terminationAndCancel() async throws {
        let device = device(completing: nil)
        try device.asCurrent { try RefreshTasks.schedule(notBefore: nil) }
        #expect(try await device.runBackgroundTask(RefreshTasks.identifier) == .running)
        try device.asCurrent { try RefreshTasks.schedule(notBefore: nil) }
        device.terminateApp()
        #expect(device.pendingBackgroundTasks.map(\.identifier) == [RefreshTasks.identifier])
        var bare = SampleApp.catalog(now: Device.defaultStart)
        bare.launch = nil
        let resumed = Device(resuming: device.snapshot, app: bare)
        #expect(try await resumed.runBackgroundTask(RefreshTasks.identifier) == .noHandler)
        try device.asCurrent { try RefreshTasks.schedule(notBefore: nil) }
        device.asCurrent { BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: RefreshTasks.identifier) }
        #expect(device.pendingBackgroundTasks.isEmpty)
        #expect(resumed.takeEvents().map(\.name).last == "backgroundTask.ran")
    }

    @Test("an app that schedules its refresh only when Background App Refresh is available schedules it: the bench runs what QA asks for")
    func refreshStatusGatesScheduling() throws {
        let device = device()
        try device.asCurrent {
            if UIApplication.shared.backgroundRefreshStatus == .available, UIApplication.shared.backgroundTimeRemaining > 0 {
                try RefreshTasks.schedule(notBefore: nil)
            } else {
                UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
            }
        }
        #expect(device.pendingBackgroundTasks.map(\.identifier) == [RefreshTasks.identifier])
    }
}

