import TapbenchCore

/// A setting that `set NAME VALUE` changes.
struct DeviceSettingControl: Sendable {
    let name: String
    /// The values it takes, as help and completion list them: `["on", "off"]` or `["N"]`.
    let values: [String]
    let help: String
    let current: @Sendable (Session) -> String
    let apply: @Sendable (Word, Session) throws(CommandError) -> Void
    /// What completion offers in place of a placeholder such as `LOCALE`: common values (`en_US`, `de_DE`, …).
    var suggestions: [String]? = nil

    /// What completion offers after `set NAME `: its suggestions, or its values but placeholders such as `N`.
    var completions: [String] { suggestions ?? values.filter { $0 == $0.lowercased() } }

    /// Every setting, in the order `set` lists them.
    static let all: [DeviceSettingControl] = [
        toggle("live-activities", help: "Live Activities switched on for the app in Settings", \.liveActivitiesEnabled),
        choice(
            "device", ["dynamic-island", "no-island"], help: "an iPhone with or without the Dynamic Island",
            get: { $0.hasDynamicIsland ? "dynamic-island" : "no-island" }, set: { $0.hasDynamicIsland = $1 == "dynamic-island" }),
        toggle("other-app", help: "another app also shows a Live Activity (the island goes minimal)", \.otherAppHasActivity),
        choice(
            "own-activities", ["relevance", "hig"],
            help: "the island with several of the app's activities: the most relevant, compact (relevanceScore's documentation); or the two most relevant, minimal (the HIG, seed 003)",
            get: { $0.ownActivitiesShareIsland ? "hig" : "relevance" }, set: { $0.ownActivitiesShareIsland = $1 == "hig" }),
        choice(
            "island-in-app", ["hidden", "shown"],
            help: "the app's own activities in the island while it is in the foreground: hidden (WWDC23, \"Meet ActivityKit\"); or shown (seed 000)",
            get: { $0.hidesOwnActivitiesInApp ? "hidden" : "shown" }, set: { $0.hidesOwnActivitiesInApp = $1 == "hidden" }),
        toggle("locked", help: "the device is locked", \.isLocked),
        choice(
            "app", ["foreground", "background"], help: "where the app is; only the foreground may start activities",
            get: { $0.appInForeground ? "foreground" : "background" }, set: { $0.appInForeground = $1 == "foreground" }),
        toggle("frequent-updates", help: "NSSupportsLiveActivitiesFrequentUpdates in Info.plist", \.frequentUpdates),
        count("max-per-app", help: "ongoing activities one app may have", \.maximumActivitiesPerApp),
        count("max-on-device", help: "ongoing activities the device shows across apps", \.maximumActivitiesOnDevice),
        count("push-budget", help: "priority-10 pushes an hour (frequent-updates multiplies it by 10)", \.pushBudgetPerHour),
        DeviceSettingControl(
            name: "budget", values: ["DURATION", "off", "on"],
            help: "how long an intent's perform() may take (default 1s); off keeps the verdict but cuts nothing off",
            current: { session in
                let settings = session.device.settings
                return DurationText.format(settings.intentBudget) + (settings.enforcesIntentBudget ? "" : " (off)")
            },
            apply: { word, session throws(CommandError) in
                switch word.text {
                case "off", "on":
                    let enforce = word.text == "on"
                    session.device.changeSetting(name: "budget", value: word.text) { $0.enforcesIntentBudget = enforce }
                default:
                    guard let budget = DurationText.parse(word.text), budget > .zero else {
                        throw CommandError("'\(word.text)' is not a budget — write a duration such as 1s or 500ms, or off", at: word)
                    }
                    session.device.changeSetting(name: "budget", value: word.text) {
                        $0.intentBudget = budget
                        $0.enforcesIntentBudget = true
                    }
                }
            }),
        choice(
            "unanswered-requests", ["offline", "fail"],
            help: "a request no server stub answers: the app sees the phone offline; fail also fails the command",
            get: { $0.failsUnansweredRequests ? "fail" : "offline" }, set: { $0.failsUnansweredRequests = $1 == "fail" }),
        choice(
            "appearance", ["light", "dark"], help: "the system appearance views read as colorScheme",
            get: { $0.darkAppearance ? "dark" : "light" }, set: { $0.darkAppearance = $1 == "dark" }),
        toggle("always-on", help: "the dimmed always-on display and StandBy: views read isLuminanceReduced", \.alwaysOn),
        choice(
            "island-width", ["full", "limited"],
            help: "the Dynamic Island's compact and minimal width: limited, views there read isDynamicIslandLimitedInWidth (iOS 27)",
            get: { $0.islandLimitedInWidth ? "limited" : "full" }, set: { $0.islandLimitedInWidth = $1 == "limited" }),
        locale,
        timeZone,
        DeviceSettingControl(
            name: "verbose", values: ["on", "off"], help: "show full JSON states with updates",
            current: { $0.renderer.verbose ? "on" : "off" },
            apply: { word, session throws(CommandError) in session.renderer.verbose = try onOff(word) }),
    ]

    static func named(_ name: String) -> DeviceSettingControl? { all.first { $0.name == name } }

    private static func toggle(_ name: String, help: String, _ keyPath: WritableKeyPath<DeviceSettings, Bool> & Sendable) -> DeviceSettingControl {
        DeviceSettingControl(
            name: name, values: ["on", "off"], help: help,
            current: { $0.device.settings[keyPath: keyPath] ? "on" : "off" },
            apply: { word, session throws(CommandError) in
                let value = try onOff(word)
                session.device.changeSetting(name: name, value: word.text) { $0[keyPath: keyPath] = value }
            })
    }

    private static func choice(
        _ name: String, _ values: [String], help: String,
        get: @escaping @Sendable (DeviceSettings) -> String, set: @escaping @Sendable (inout DeviceSettings, String) -> Void
    ) -> DeviceSettingControl {
        DeviceSettingControl(
            name: name, values: values, help: help, current: { get($0.device.settings) },
            apply: { word, session throws(CommandError) in
                guard values.contains(word.text) else {
                    throw CommandError("'\(word.text)' is not a value of \(name) — write \(values.joined(separator: " or "))", at: word)
                }
                session.device.changeSetting(name: name, value: word.text) { set(&$0, word.text) }
            })
    }

    private static func count(_ name: String, help: String, _ keyPath: WritableKeyPath<DeviceSettings, Int> & Sendable) -> DeviceSettingControl {
        DeviceSettingControl(
            name: name, values: ["N"], help: help, current: { String($0.device.settings[keyPath: keyPath]) },
            apply: { word, session throws(CommandError) in
                guard let value = Int(word.text), value >= 0 else {
                    throw CommandError("'\(word.text)' is not a count — write a whole number such as 5", at: word)
                }
                session.device.changeSetting(name: name, value: word.text) { $0[keyPath: keyPath] = value }
            })
    }

    static func onOff(_ word: Word) throws(CommandError) -> Bool {
        switch word.text {
        case "on": return true
        case "off": return false
        default: throw CommandError("'\(word.text)' is not on or off", at: word)
        }
    }
}
