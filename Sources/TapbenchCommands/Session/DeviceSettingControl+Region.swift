import Foundation
import TapbenchCore

extension DeviceSettingControl {
    /// `set locale de_DE`: the region format `Text(_:format:)`, `Text(_:style: .time)` and date ranges are
    /// written in ("Formatting data as text"); any identifier Foundation knows.
    static let locale = DeviceSettingControl(
        name: "locale", values: ["LOCALE"], help: "the region format dates and numbers are written in, such as en_US or de_DE (default en_US)",
        current: { $0.device.settings.localeIdentifier ?? "en_US" },
        apply: { word, session throws(CommandError) in
            guard Locale.availableIdentifiers.contains(word.text) else {
                throw CommandError("'\(word.text)' is not a locale — write an identifier such as en_US, de_DE or ja_JP", at: word)
            }
            let identifier = word.text
            session.device.changeSetting(name: "locale", value: identifier) { $0.localeIdentifier = identifier }
        },
        suggestions: ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "ja_JP", "zh_CN"])

    /// `set time-zone Europe/Berlin`: the zone dates are shown in; any identifier in the time zone database.
    static let timeZone = DeviceSettingControl(
        name: "time-zone", values: ["ZONE"], help: "the time zone dates are shown in, such as Europe/Berlin (default GMT)",
        current: { $0.device.settings.timeZoneIdentifier ?? "GMT" },
        apply: { word, session throws(CommandError) in
            guard let zone = TimeZone(identifier: word.text) else {
                throw CommandError("'\(word.text)' is not a time zone — write an identifier such as Europe/Berlin, America/New_York or GMT", at: word)
            }
            let identifier = zone.identifier
            session.device.changeSetting(name: "time-zone", value: identifier) { $0.timeZoneIdentifier = identifier }
        },
        suggestions: ["GMT", "Europe/London", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Asia/Tokyo", "Australia/Sydney"])
}
