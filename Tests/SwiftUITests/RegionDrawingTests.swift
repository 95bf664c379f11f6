import Foundation
import SwiftUI
import TapbenchCommands
import TapbenchCore
import Testing
import WidgetKit

/// Dates and numbers are written in the device's locale and time zone, and `@Environment` reads the
/// device's appearance and always-on display ("Formatting data as text", "isLuminanceReduced", "colorScheme").
@Suite("Locale, time zone and environment from the device's settings")
struct RegionDrawingTests {
    private static let pickup = Date(timeIntervalSince1970: 1_777_079_700)

    private func draw(_ kind: PresentationKind, _ change: (inout DeviceSettings) -> Void = { _ in }) throws -> [String] {
        var settings = DeviceSettings()
        change(&settings)
        let presentations = try #require(PresentationSet(TaxiLiveActivity()))
        let state = TaxiAttributes.ContentState(
            pickup: Self.pickup, window: Self.pickup...Self.pickup.addingTimeInterval(1800), fare: 1234.5, surge: 0.25, distance: 7.125)
        let input = PresentationInput(
            attributes: try JSONCoding.encode(TaxiAttributes(company: "Blue Cab")), state: try JSONCoding.encode(state), isStale: false,
            activityID: "taxi", environment: PresentationEnvironment(settings))
        return PresentationDrawing(now: Self.pickup, width: 56) { Timestamp.timeOfDay($0) }
            .draw(try presentations.presentations(for: input), kind: kind, title: "#1 Taxi", isStale: false)
    }

    private static let opensApp = ["tap elsewhere → opens the app with", "  NSUserActivityTypeLiveActivity"]

    @Test("by default, format styles write en_US in GMT, .time and .date read as the REPL's clock, and the environment is an iPhone's")
    func defaults() throws {
        #expect(
            try draw(.lock) == [
                "╭─ #1 Taxi · Lock Screen ──────────────────────────────╮",
                "│ Blue Cab                                             │",
                "│ 01:15:00                                             │",
                "│ 2026-04-25                                           │",
                "│ 1:15 AM                                              │",
                "│ Apr 25, 2026, 1:15 – 1:45 AM                         │",
                "│ €1,234.50                                            │",
                "│ 25%                                                  │",
                "│ 7.12                                                 │",
                "│ light, bright, medium, en_US, GMT                    │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.compact) == [
                "                   #1 Taxi · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ 01:15:00          ●●●          €1,234.50 │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.expanded) == [
                "╭─ #1 Taxi · expanded ─────────────────────────────────╮",
                "│          light, bright, medium, en_US, GMT           │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
    }

    @Test("set locale de_DE, time-zone Europe/Berlin, appearance dark and always-on on: German formats at Berlin time (.time as DateFormatter's short style, HH:mm), dark and dimmed")
    func germanDarkAndDimmed() throws {
        let german: (inout DeviceSettings) -> Void = {
            $0.localeIdentifier = "de_DE"
            $0.timeZoneIdentifier = "Europe/Berlin"
            $0.darkAppearance = true
            $0.alwaysOn = true
        }
        #expect(
            try draw(.lock, german) == [
                "╭─ #1 Taxi · Lock Screen ──────────────────────────────╮",
                "│ Blue Cab                                             │",
                "│ 03:15                                                │",
                "│ 25. April 2026                                       │",
                "│ 03:15                                                │",
                "│ 25. Apr. 2026, 03:15–03:45 Uhr                       │",
                "│ 1.234,50 €                                           │",
                "│ 25 %                                                 │",
                "│ 7,12                                                 │",
                "│ dark, dimmed, medium, de_DE, Europe/Berlin           │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.compact, german) == [
                "                   #1 Taxi · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ 03:15             ●●●         1.234,50 € │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.expanded, german) == [
                "╭─ #1 Taxi · expanded ─────────────────────────────────╮",
                "│      dark, dimmed, medium, de_DE, Europe/Berlin      │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
    }

    @Test("set time-zone alone moves every date to that zone, the day with it, and .time and .date to the region's format")
    func newYork() throws {
        #expect(
            try draw(.lock) { $0.timeZoneIdentifier = "America/New_York" } == [
                "╭─ #1 Taxi · Lock Screen ──────────────────────────────╮",
                "│ Blue Cab                                             │",
                "│ 9:15 PM                                              │",
                "│ April 24, 2026                                       │",
                "│ 9:15 PM                                              │",
                "│ Apr 24, 2026, 9:15 – 9:45 PM                         │",
                "│ €1,234.50                                            │",
                "│ 25%                                                  │",
                "│ 7.12                                                 │",
                "│ light, bright, medium, en_US, America/New_York       │",
                "╰──────────────────────────────────────────────────────╯",
            ] + Self.opensApp)
        #expect(
            try draw(.compact) { $0.timeZoneIdentifier = "America/New_York" } == [
                "                   #1 Taxi · compact",
                "      ╭──────────────────────────────────────────╮",
                "      │ 9:15 PM           ●●●          €1,234.50 │",
                "      ╰──────────────────────────────────────────╯",
            ] + Self.opensApp)
    }
}
