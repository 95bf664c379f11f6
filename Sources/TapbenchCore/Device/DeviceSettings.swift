/// The device's switches and limits. Apple publishes no numbers for the activity limits or the push
/// budget, so they are settings here, with defaults documented in the README.
public struct DeviceSettings: Sendable, Hashable, Codable {
    /// Settings → the app → Live Activities. Off: requests fail with `denied`.
    public var liveActivitiesEnabled = true
    /// An iPhone with the Dynamic Island; off, updates with alerts show as banners instead.
    public var hasDynamicIsland = true
    /// Another app also has a Live Activity, so the island shows two minimal presentations.
    public var otherAppHasActivity = false
    /// Two or more of the app's own activities share the island as two minimal presentations, as the Human
    /// Interface Guidelines' "Live Activities" (seed 003) put it: "When multiple Live Activities are active".
    /// Off, the default, only the most relevant shows, compact, as Apple's documentation, "relevanceScore", and seed
    /// 000 ("from several apps") put it: "the Live Activity with the highest relevance score appears in the Dynamic Island".
    public var ownActivitiesShareIsland = false
    /// While the app is in the foreground its own activities stay out of the Dynamic Island, as WWDC23's "Meet
    /// ActivityKit" says: "The Dynamic Island displays Live Activities throughout the system when your app is in the
    /// background." `set island-in-app shown` gives seed 000's reading, where the island shows them wherever the
    /// person is.
    public var hidesOwnActivitiesInApp = true
    public var isLocked = false
    /// The app is in the foreground; only then may it start activities (seed 000).
    public var appInForeground = true
    /// Settings → General → Language & Region: the region format dates and numbers are written in
    /// ("Formatting data as text"). Nil until set: `Text(_:style: .time)` and `.date` then read as the
    /// REPL's clock does (a modelling choice, so that pictures line up with the event log); `en_US` otherwise.
    public var localeIdentifier: String?
    /// Settings → General → Date & Time: the time zone dates are shown in. Nil until set, which reads as GMT.
    public var timeZoneIdentifier: String?
    /// The always-on display, dimmed, as on iPhone 14 Pro and later and in StandBy: views read
    /// `isLuminanceReduced` true ("isLuminanceReduced").
    public var alwaysOn = false
    /// Settings → Display & Brightness → Dark: views read `colorScheme` `.dark` ("colorScheme").
    public var darkAppearance = false
    /// The Dynamic Island shows its compact and minimal presentations in less width, and views there read
    /// `isDynamicIslandLimitedInWidth` true (iOS 27, "isDynamicIslandLimitedInWidth"). Modelling choice: Apple does
    /// not say when, so it is a setting, off by default.
    public var islandLimitedInWidth = false
    /// `NSSupportsLiveActivitiesFrequentUpdates` in the app's Info.plist.
    public var frequentUpdates = false
    /// How many ongoing activities one app may have (`targetMaximumExceeded` beyond it).
    public var maximumActivitiesPerApp = 5
    /// How many ongoing activities the device shows across all apps (`globalMaximumExceeded` beyond it).
    public var maximumActivitiesOnDevice = 5
    /// Static plus dynamic data, in bytes of compact JSON (seed 000: "can't exceed a combined size of 4 KB").
    public var dataSizeLimit = 4096
    /// How long an activity may stay active before the system ends it (seed 000: eight hours).
    public var activeLimit: Duration = .seconds(8 * 3600)
    /// How long an ended activity may stay on the Lock Screen (seed 000: four more hours).
    public var lockScreenLimit: Duration = .seconds(4 * 3600)

    /// How long an intent's `perform()` may take (seed 002: "keep perform() under a second").
    public var intentBudget: Duration = .seconds(1)
    /// Whether a handler that outlasts the budget in wall time is cut off (`set budget off` keeps
    /// the verdict but cuts nothing off).
    public var enforcesIntentBudget = true

    /// A request no stub answers fails the command that caused it, as well as failing in the app as a phone with
    /// no connection would (`set unanswered-requests fail`); by default it only fails in the app (`offline`), a
    /// modelling choice: a phone's app meets a dead network with nothing else going wrong.
    public var failsUnansweredRequests = false

    /// Priority-10 pushes an hour that the app's activities may receive. Apple publishes no number.
    public var pushBudgetPerHour = 10
    /// `NSSupportsLiveActivitiesFrequentUpdates` multiplies the push budget by this.
    public static let frequentUpdatesFactor = 10

    /// The hourly push budget in force; a budget set near `Int.max` stays there rather than overflowing.
    public var pushBudget: Int {
        let (budget, overflow) = pushBudgetPerHour.multipliedReportingOverflow(by: frequentUpdates ? Self.frequentUpdatesFactor : 1)
        return overflow ? .max : budget
    }

    public init() {}
}
