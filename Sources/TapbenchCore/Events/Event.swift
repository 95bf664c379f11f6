import Foundation

/// Something observable that happened on the device, at a virtual time. Events are the single source
/// of truth: REPL output, transcripts and the JSON Lines stream are all renderings of them.
public struct Event: Sendable, Hashable {
    public let at: Date
    public let kind: Kind
    /// The intent run this event belongs to: its `intent.performed`, or what app code did during the run.
    /// Nil for what happened outside any run. Renderings nest a run's effects under its `intent.performed`.
    public let run: Int?

    public init(at: Date, _ kind: Kind, run: Int? = nil) {
        self.at = at
        self.kind = kind
        self.run = run
    }

    public enum Kind: Sendable, Hashable {
        /// A request succeeded; the snapshot is the activity as it started (active, or pending).
        case activityStarted(LiveActivity, source: EventSource)
        case activityRejected(typeName: String, error: ActivityRequestError, source: EventSource)
        case activityUpdated(activity: Int, state: JSONValue, changes: [FieldChange], source: EventSource)
        /// A pending activity reached its start date, or a stale one got a later stale date.
        case activityActivated(activity: Int, reason: ActivationReason)
        case activityStale(activity: Int, staleDate: Date)
        case activityEnded(activity: Int, source: EventSource, reason: String?, dismissal: DismissalPolicy, dismissalDate: Date)
        case activityDismissed(activity: Int, reason: String)
        /// An update or end that the device did not apply, and why.
        case activityIgnored(activity: Int, action: IgnoredAction, reason: String, source: EventSource)
        case alert(activity: Int, Alert, presentedAs: AlertPresentation)
        case islandChanged(IslandState)
        case clockAdvanced(from: Date, to: Date)
        case settingChanged(name: String, value: String)
        case intentPerformed(IntentReport)
        case urlOpened(URLOpening, source: EventSource)
        case urlUnmatched(url: String, reason: String, code: String, source: EventSource)
        /// An `https` link that the app's associated domains do not claim: the browser opens it.
        case urlInBrowser(url: String, reason: String, source: EventSource)
        /// A URL whose scheme the app does not declare: no app on the device handles it, so nothing opens.
        case urlUnclaimed(url: String, scheme: String, declaredSchemes: [String], source: EventSource)
        case continuation(UserActivityInfo, activity: Int?, destination: ContinuationDestination, source: EventSource)
        case tap(TapRecord)
        /// A control on the locked device asked for Face ID first.
        case authentication(activity: Int)
        case routeTested(RouteTest)
        case pushAccepted(PushReceipt)
        case pushRejected(PushProblem, activities: [Int])
        case tokenRotated(activity: Int, from: String, to: String)
        /// The app sent its server a request, and what it got back.
        case serverRequest(ServerExchange)
        /// The app's process launched, moved between foreground and background, or was terminated.
        case app(AppLifecycle)
        /// An action on the app's own screens ran (`app NAME …`).
        case appAction(AppActionReport)
        /// The app submitted or cancelled a background task, or iOS ran one (`app task ID`).
        case backgroundTask(BackgroundTaskEvent)
        /// A command left the device breaking an `AppInvariant`: ActivityKit's own, or one the app declares.
        case invariantBroken(InvariantBreak)
    }

    /// Why an activity became active after it started.
    public enum ActivationReason: String, Sendable, Hashable {
        /// A pending activity reached its start date.
        case scheduledStart = "scheduled start"
        /// A stale activity got an update with a stale date still ahead.
        case laterStaleDate = "later stale date"
        /// A stale activity got an update without a stale date.
        case staleDateCleared = "stale date cleared"
    }

    /// The event's name in the JSON Lines stream: `activity.updated`.
    public var name: String {
        switch kind {
        case .activityStarted: "activity.started"
        case .activityRejected: "activity.rejected"
        case .activityUpdated: "activity.updated"
        case .activityActivated: "activity.activated"
        case .activityStale: "activity.stale"
        case .activityEnded: "activity.ended"
        case .activityDismissed: "activity.dismissed"
        case .activityIgnored: "activity.ignored"
        case .alert: "alert"
        case .islandChanged: "island.changed"
        case .clockAdvanced: "clock.advanced"
        case .settingChanged: "setting.changed"
        case .intentPerformed: "intent.performed"
        case .urlOpened: "url.opened"
        case .urlUnmatched: "url.unmatched"
        case .urlInBrowser: "url.browser"
        case .urlUnclaimed: "url.unclaimed"
        case .continuation: "continuation"
        case .tap: "tap"
        case .authentication: "authentication"
        case .routeTested: "route.tested"
        case .pushAccepted: "push.accepted"
        case .pushRejected: "push.rejected"
        case .tokenRotated: "token.rotated"
        case .serverRequest: "server.request"
        case .app(let change): change.eventName
        case .appAction: "app.action"
        case .backgroundTask(let event):
            switch event {
            case .submitted: "backgroundTask.submitted"
            case .cancelled: "backgroundTask.cancelled"
            case .ran: "backgroundTask.ran"
            }
        case .invariantBroken: "invariant.broken"
        }
    }

    /// The activity this event is about, if it is about one.
    public var activity: Int? {
        switch kind {
        case .activityStarted(let activity, _): activity.number
        case .activityUpdated(let number, _, _, _), .activityActivated(let number, _), .activityStale(let number, _),
            .activityEnded(let number, _, _, _, _), .activityDismissed(let number, _), .activityIgnored(let number, _, _, _),
            .alert(let number, _, _), .authentication(let number):
            number
        case .continuation(_, let number, _, _): number
        case .tap(let record): record.activity
        case .tokenRotated(let number, _, _): number
        case .pushAccepted(let receipt): receipt.activities.first
        case .pushRejected(_, let numbers): numbers.first
        case .activityRejected, .islandChanged, .clockAdvanced, .settingChanged, .intentPerformed, .urlOpened, .urlUnmatched, .urlInBrowser,
            .urlUnclaimed, .routeTested, .serverRequest, .app, .appAction, .backgroundTask, .invariantBroken:
            nil
        }
    }
}
