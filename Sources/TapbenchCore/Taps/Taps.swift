import Foundation

/// Taps, toggles and long presses on an activity's presentations, with the rules of seeds 000, 002 and
/// 003: buttons and toggles work on the Lock Screen and in the expanded presentation; `Link` works in the
/// expanded presentation; anywhere else a tap opens the `widgetURL`, or with none launches the app with
/// an `NSUserActivity`; a long press on the compact or minimal presentation shows the expanded one.
public struct Taps: Sendable {
    public let device: Device

    public init(device: Device) { self.device = device }

    /// What a tap did, beyond its events: the presentation it touched, and one to show next (a long press
    /// brings up the expanded presentation).
    public struct Result: Sendable {
        public let presentation: PresentationKind
        public let shows: PresentationKind?
        /// The intent run, when one ran.
        public let run: IntentRunner.Run?
    }

    public func perform(
        _ gesture: TapRecord.Gesture, activity number: Int, presentation requested: PresentationKind?, target: TapTarget, value: Bool? = nil
    ) async throws(TapError) -> Result {
        guard let activity = device.activity(number) else { throw .unknownActivity(number, count: device.activities.count) }
        guard activity.state == .active || activity.state == .stale || activity.state == .ended else {
            throw .notOnScreen(number, state: activity.state)
        }
        let kind = requested ?? device.visiblePresentation(of: number)
        if activity.state == .ended, kind != .lock, kind != .standby { throw .notInIsland(number, kind: kind) }
        let presentations = try device.presentations(of: number)
        let controls = presentations.content(of: kind).controls
        func record(_ element: String, _ index: Int?, _ action: TapRecord.Action, value: Bool? = nil, url: String? = nil, reason: String? = nil) {
            device.record(
                TapRecord(
                    activity: number, presentation: kind, gesture: gesture, element: element, number: index.map { $0 + 1 }, action: action,
                    value: value, url: url, reason: reason))
        }

        if gesture == .hold {
            guard device.settings.hasDynamicIsland else { throw .noDynamicIsland }
            guard kind == .compact || kind == .minimal else {
                if requested == nil, device.keepsOwnActivitiesOutOfIsland { throw .outOfIslandInApp(activity: number) }
                throw .holdNeedsIsland(kind, activity: number, named: requested != nil)
            }
            record(TapRecord.background, nil, .expand, reason: "the expanded presentation comes up")
            return Result(presentation: kind, shows: .expanded, run: nil)
        }
        guard let index = try Self.index(of: target, in: controls, kind: kind) else {
            return background(number, kind, presentations, record: record)
        }
        let control = controls[index]
        let name = Self.describe(control)
        switch control {
        case .link(let link):
            guard kind.allowsLinks else {
                return background(number, kind, presentations, through: (name, index, Self.linkRule), record: record)
            }
            device.unlockIfLocked(for: number)
            record(name, index, .link, url: link.destination)
            device.open(link.destination, via: .link)
            return Result(presentation: kind, shows: nil, run: nil)
        case .button(let button):
            if gesture == .toggle { throw .notAToggle(name) }
            return await run(button.intent, name, index, kind, number, presentations, record: record)
        case .actionButton:
            if gesture == .toggle { throw .notAToggle(name) }
            guard kind.allowsControls else {
                return background(number, kind, presentations, through: (name, index, Self.controlRule(in: kind)), record: record)
            }
            record(name, index, .nothing, reason: Self.actionButtonRule)
            return Result(presentation: kind, shows: nil, run: nil)
        case .toggle(let toggle):
            let newValue = value ?? !toggle.isOn
            guard kind.allowsControls else {
                return background(number, kind, presentations, through: (name, index, Self.controlRule(in: kind)), record: record)
            }
            if newValue == toggle.isOn {
                record(name, index, .nothing, value: newValue, reason: "it is already \(newValue ? "on" : "off")")
                return Result(presentation: kind, shows: nil, run: nil)
            }
            return await run(toggle.flipped(newValue), name, index, kind, number, presentations, value: newValue, record: record)
        default:
            return background(number, kind, presentations, record: record)
        }
    }

    static let actionButtonRule =
        "Button(action:) runs no code in a Live Activity: only Button(intent:) runs anything (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")"

    /// A plain `AppIntent` runs too, in the widget extension's process rather than the app's (Apple's documentation,
    /// "Adding interactivity to widgets and Live Activities"); seed 002's "does nothing" is about the app's process.
    static func widgetProcessRule(_ intent: String) -> String {
        "in the widget extension's process, not the app's: \(intent) is a plain AppIntent, not a LiveActivityIntent (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")"
    }

    /// Where a control does not work, the tap is the presentation's: it opens the `widgetURL`, or launches the app
    /// (seeds 000 and 003: a tap on the compact or minimal presentation opens the app).
    static func controlRule(in kind: PresentationKind) -> String {
        kind == .carPlay
            ? "buttons and toggles perform no action in CarPlay (Apple's documentation, \"Displaying live data with Live Activities\")"
            : "buttons and toggles work on the Lock Screen and in the expanded presentation only (seed 003)"
    }
    static let linkRule = "a Link works in the expanded presentation only; elsewhere the tap is the view's (seed 000)"

    private func run(
        _ intent: PreparedIntent, _ name: String, _ index: Int, _ kind: PresentationKind, _ number: Int,
        _ presentations: ActivityPresentations, value: Bool? = nil, record: (String, Int?, TapRecord.Action, Bool?, String?, String?) -> Void
    ) async -> Result {
        guard kind.allowsControls else {
            return background(number, kind, presentations, through: (name, index, Self.controlRule(in: kind)), record: record)
        }
        device.unlockIfLocked(for: number)
        record(name, index, .intent, value, nil, intent.kind.isLiveActivityIntent ? nil : Self.widgetProcessRule(intent.name))
        let run = await IntentRunner(device: device).run(intent, attachedTo: number)
        return Result(presentation: kind, shows: nil, run: run)
    }

    /// A tap on the presentation rather than on a working control: `through` names the control it landed on, if
    /// any, and the rule that makes the tap the presentation's.
    private func background(
        _ number: Int, _ kind: PresentationKind, _ presentations: ActivityPresentations, through control: (name: String, index: Int, rule: String)? = nil,
        record: (String, Int?, TapRecord.Action, Bool?, String?, String?) -> Void
    ) -> Result {
        let element = control?.name ?? TapRecord.background
        if kind == .standby {
            record(element, control?.index, .expand, nil, nil, "in StandBy a tap shows the Lock Screen presentation, scaled to fill (seed 003)")
            return Result(presentation: kind, shows: .lock, run: nil)
        }
        device.unlockIfLocked(for: number)
        if let url = presentations.widgetURL(of: kind) {
            record(element, control?.index, .widgetURL, nil, url, control?.rule)
            device.open(url, via: .widgetURL)
        } else {
            let launch = "no widgetURL: the app launches with an NSUserActivity (seed 000)"
            record(element, control?.index, .continuation, nil, nil, control.map { "\($0.rule); \(launch)" } ?? launch)
            let id = device.activity(number)?.id
            device.continueUserActivity(UserActivityInfo(activityType: UserActivityInfo.liveActivityType, activityID: id), activity: number, source: .app)
        }
        return Result(presentation: kind, shows: nil, run: nil)
    }

    /// The control a target names, or nil for the background.
    static func index(of target: TapTarget, in controls: [ViewNode], kind: PresentationKind) throws(TapError) -> Int? {
        let available = controls.enumerated().map { "\($0.offset + 1) \(describe($0.element))" }
        switch target {
        case .background:
            return nil
        case .number(let number):
            guard controls.indices.contains(number - 1) else { throw .unknownElement(String(number), kind: kind, available: available) }
            return number - 1
        case .label(let label):
            let lowered = label.lowercased()
            guard let index = controls.firstIndex(where: { readable($0).lowercased() == lowered }) else {
                throw .unknownElement(label, kind: kind, available: available)
            }
            return index
        }
    }

    /// `Button "Cancel"`, `Toggle "Paused"`, `Link "Help"`.
    public static func describe(_ control: ViewNode) -> String {
        switch control {
        case .button, .actionButton: "Button \"\(readable(control))\""
        case .toggle: "Toggle \"\(readable(control))\""
        case .link: "Link \"\(readable(control))\""
        default: TapRecord.background
        }
    }

    /// A control's label as people read it; an image's name when it has no words.
    public static func readable(_ control: ViewNode) -> String {
        control.readableText
    }
}

extension Device {
    func record(_ tap: TapRecord) {
        mutate { $0.emit(.tap(tap)) }
    }

    /// On a locked device, the person unlocks it (Face ID) before a control runs or the app opens. The
    /// `authentication` event says so; the device is unlocked from then on.
    func unlockIfLocked(for number: Int) {
        mutate { state in
            guard state.settings.isLocked else { return }
            state.emit(.authentication(activity: number))
            state.settings.isLocked = false
            state.fireDueTimersAndUpdateIsland()
        }
    }
}
