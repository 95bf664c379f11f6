import ActivityKit
import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import Testing
import WidgetKit

/// On the device, what `show` draws follows the virtual clock and the settings with no update of the
/// activity: each `show` after `advance` or `set` evaluates the presentation again.
@Suite("Presentations on the device follow its clock and settings")
struct DevicePresentationTests {
    private static let start = Device.defaultStart

    private func device<Attributes: ActivityAttributes>(
        _ widget: some Widget, _ attributes: Attributes, _ state: Attributes.ContentState
    ) throws -> Device {
        var catalog = AppCatalog(name: "Errands", bundleIdentifier: "com.example.errands")
        catalog.register(try ActivityType(Attributes.self, preview: attributes, previewState: state))
        catalog.register(presentations: try #require(PresentationSet(widget)))
        let device = Device(app: catalog, start: Self.start)
        let type = try #require(device.catalog.activityType(named: TypeName.of(Attributes.self)))
        try device.request(
            ActivityRequest(typeName: type.name, attributes: type.sampleAttributes, content: LiveActivity.Content(state: type.sampleState)))
        _ = device.takeEvents()
        return device
    }

    private func laundry() throws -> Device {
        try device(
            LaundryLiveActivity(), LaundryAttributes(machine: "Washer 3"),
            LaundryAttributes.ContentState(
                cycle: Self.start...Self.start.addingTimeInterval(65 * 60), pausedAt: nil, pickup: Self.start.addingTimeInterval(20 * 60)))
    }

    private func taxi() throws -> Device {
        try device(
            TaxiLiveActivity(), TaxiAttributes(company: "Blue Cab"),
            TaxiAttributes.ContentState(
                pickup: Self.start.addingTimeInterval(900), window: Self.start...Self.start.addingTimeInterval(1800), fare: 18.4,
                surge: 0.1, distance: 3))
    }

    private func show(_ device: Device, _ kind: PresentationKind, title: String = "#1 Laundry") throws -> [String] {
        PresentationDrawing(now: device.now, width: 56) { Timestamp.timeOfDay($0) }
            .draw(try device.presentations(of: 1), kind: kind, title: title, isStale: false)
    }

    @Test("start, show, advance 5m, show: the timers read five minutes on, and the clock's is the only event")
    func advanceMovesTimers() throws {
        let device = try laundry()
        #expect(
            try show(device, .compact) == [
                "                  #1 Laundry · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ (washer)          ●●●            1:05:00 │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
        device.advance(by: .seconds(300))
        #expect(device.takeEvents().map(\.name) == ["clock.advanced"])
        #expect(
            try show(device, .compact) == [
                "                  #1 Laundry · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ (washer)          ●●●            1:00:00 │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
    }

    @Test("start, show, set locale, time-zone, appearance and always-on, show: the same content reads in the new settings, with no update")
    func settingsReachTheViews() throws {
        let device = try taxi()
        #expect(
            try show(device, .lock, title: "#1 Taxi") == [
                "╭─ #1 Taxi · Lock Screen ──────────────────────────────╮",
                "│ Blue Cab                                             │",
                "│ 01:15:00                                             │",
                "│ 2026-04-25                                           │",
                "│ 1:15 AM                                              │",
                "│ Apr 25, 2026, 1:00 – 1:30 AM                         │",
                "│ €18.40                                               │",
                "│ 10%                                                  │",
                "│ 3.00                                                 │",
                "│ light, bright, medium, en_US, GMT                    │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        device.changeSetting(name: "locale", value: "fr_FR") { $0.localeIdentifier = "fr_FR" }
        device.changeSetting(name: "time-zone", value: "Asia/Tokyo") { $0.timeZoneIdentifier = "Asia/Tokyo" }
        device.changeSetting(name: "appearance", value: "dark") { $0.darkAppearance = true }
        device.changeSetting(name: "always-on", value: "on") { $0.alwaysOn = true }
        #expect(
            try show(device, .lock, title: "#1 Taxi") == [
                "╭─ #1 Taxi · Lock Screen ──────────────────────────────╮",
                "│ Blue Cab                                             │",
                "│ 10:15                                                │",
                "│ 25 avril 2026                                        │",
                "│ 10:15                                                │",
                "│ 25 avr. 2026, 10:00 – 10:30                          │",
                "│ 18,40 €                                              │",
                "│ 10 %                                                 │",
                "│ 3,00                                                 │",
                "│ dark, dimmed, medium, fr_FR, Asia/Tokyo              │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(device.takeEvents().map(\.name) == ["setting.changed", "setting.changed", "setting.changed", "setting.changed"])
    }

    private static let opensApp = ["tap elsewhere → opens the app with", "  NSUserActivityTypeLiveActivity"]
}
