import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// `style: .transient` (iOS 18): Apple's documentation of `request(attributes:content:pushType:style:)` says such an
/// activity "appears in the extended presentation in the Dynamic Island but ends automatically when a person locks
/// the device, collapses the extended presentation, leaves the app, or performs other tasks outside the Dynamic Island".
@Suite("Transient activities")
struct TransientActivityTests {
    let device = Device.sample()

    @Test("a transient activity holds the island expanded, over a more relevant standard one [Apple, \"request(attributes:content:pushType:style:)\"]")
    func holdsTheIslandExpanded() throws {
        try device.startDelivery(relevance: 100)
        try device.startDelivery(style: .transient)
        #expect(device.island == IslandState(presentation: .expanded, holder: 2))
        #expect(device.visiblePresentation(of: 2) == .expanded)
        #expect(device.visiblePresentation(of: 1) == .lock)
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active), relevance 100
            01:00:00  #2 Delivery started (active), transient
            01:00:00  island: #2 expanded, transient
            """)
    }

    @Test("locking the device ends a transient activity at once; a standard one stays [Apple, \"request(attributes:content:pushType:style:)\"]")
    func lockingEndsIt() throws {
        try device.startDelivery()
        try device.startDelivery(style: .transient)
        _ = device.takeEvents()
        device.changeSetting(name: "locked", value: "on") { $0.isLocked = true }
        expectEvents(device.takeEvents(), """
            01:00:00  set locked on
            01:00:00  #2 ended by the system (a transient activity ends when the device locks); dismissal immediate
            01:00:00  #2 dismissed: removed at the end
            01:00:00  island: empty
            """)
        #expect(device.activity(1)?.state == .active)
    }

    @Test("leaving the app ends a transient activity: to the background, or terminated [Apple, \"request(attributes:content:pushType:style:)\"]")
    func leavingTheAppEndsIt() throws {
        try device.startDelivery(style: .transient)
        device.runApp(inForeground: true)
        _ = device.takeEvents()
        device.sendAppToBackground()
        expectEvents(device.takeEvents(), """
            01:00:00  app entered the background
            01:00:00  #1 ended by the system (a transient activity ends when the person leaves the app); dismissal immediate
            01:00:00  #1 dismissed: removed at the end
            01:00:00  island: empty
            """)
        device.runApp(inForeground: true)
        try device.startDelivery(style: .transient)
        _ = device.takeEvents()
        device.terminateApp()
        expectEvents(device.takeEvents(), """
            01:00:00  app terminated[..]
            01:00:00  #2 ended by the system (a transient activity ends when the person leaves the app); dismissal immediate
            01:00:00  #2 dismissed: removed at the end
            01:00:00  island: empty
            """)
    }

    @Test("set app background ends a transient activity as leaving the app does [Apple, \"request(attributes:content:pushType:style:)\"]")
    func backgroundSettingEndsIt() throws {
        try device.startDelivery(style: .transient)
        _ = device.takeEvents()
        device.changeSetting(name: "app", value: "background") { $0.appInForeground = false }
        #expect(device.activity(1)?.state == .dismissed)
        #expect(device.island == .empty)
    }
}
