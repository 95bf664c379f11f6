import TapbenchCommands
import TapbenchCore

/// A rule every step of an exploring session must keep, with its source, and what its step's output looks like
/// when it is kept, which a failing transcript expects so that it replays red until the app keeps the rule.
enum ExploreInvariant: String, Sendable, CaseIterable {
    case noCrash = "no-crash"
    /// ActivityKit's rules and the app's own (`AppInvariant`), which the device checks after every command.
    case declared = "invariant"
    case withinBudget = "within-budget"
    case controlsDoNotThrow = "controls-do-not-throw"
    case linksRoute = "links-route"
    case presentationsDraw = "presentations-draw"
    case pushesDecode = "pushes-decode"
    /// A team's transcript of checks (`ExploreChecks`), run after every step.
    case check = "check"

    /// What the rule says, and where it comes from.
    var statement: String {
        switch self {
        case .noCrash:
            "the app does not crash or hang: iOS ends an app that does, and the person loses what it was doing"
        case .declared:
            "ActivityKit's rules (lifecycle-order, activity-limit, eight-hour-limit, lock-screen-limit, island-holder) and those the app's introduction declares (`invariants:`) hold after every command, each as its own source states it"
        case .withinBudget:
            "every perform() keeps the one-second budget (seed 002: \"keep perform() under a second\")"
        case .controlsDoNotThrow:
            "a button's or toggle's intent does not throw: a Live Activity shows the person no error, so the tap just does nothing (the bench's check; Apple's \"Adding interactivity to widgets and Live Activities\" names no way to show one)"
        case .linksRoute:
            "every widgetURL and Link a person can tap opens a screen of the app (seed 003: \"Make sure tapping the Live Activity opens your app at the right location\")"
        case .presentationsDraw:
            "every presentation of a started activity draws"
        case .pushesDecode:
            "a push whose content-state is the app's own ContentState, as it encoded it, decodes on the device (DESIGN D3: iOS decodes content with a default JSONDecoder)"
        case .check:
            "each of the team's checks (explore --checks) prints what its file expects after every step"
        }
    }

    /// The rule the step's outcome breaks first, if any, and what makes two such breaks the same. `screen` is what
    /// exploration knew of the device before the step.
    static func broken(by step: String, _ outcome: CommandOutcome, on screen: ExploreScreen) -> ExploreViolation? {
        let records = outcome.eventRecords
        let performed = records.filter { $0["event"] == "intent.performed" }
        let intent = performed.first?["intent"]?.stringValue
        let verb = step.split(separator: " ").first.map(String.init) ?? step
        if let crash = outcome.failures.first(where: { $0.contains("the app crashed") || $0.contains("did not finish within") }) {
            let performs = verb == "perform" ? step.split(separator: " ").dropFirst().first.map(String.init) : nil
            return ExploreViolation(.noCrash, key: intent ?? performs ?? ExploreViolation.words(of: step), detail: crash)
        }
        if let broken = records.first(where: { $0["event"] == "invariant.broken" }), let name = broken["invariant"]?.stringValue {
            return ExploreViolation(.declared, key: name, detail: outcome.lines.first { $0.contains("invariant \(name) broken") } ?? name)
        }
        if let over = performed.first(where: { $0["verdict"] == "over" }), let name = over["intent"]?.stringValue {
            return ExploreViolation(.withinBudget, key: name, detail: outcome.lines.first { $0.contains(name) && $0.contains("budget") } ?? name)
        }
        // A control's runs: a tap's or toggle's, or those of a gesture that landed in a perform's run (`--tap-at`).
        let controlRuns = ["tap", "toggle"].contains(verb) ? performed : isLandingGesture(step) ? Array(performed.dropFirst()) : []
        if let threw = controlRuns.first(where: { $0["outcome"] == "threw" }), let name = threw["intent"]?.stringValue {
            return ExploreViolation(.controlsDoNotThrow, key: name, detail: outcome.lines.first { $0.contains(name) } ?? name)
        }
        if ["tap", "toggle"].contains(verb), let unmatched = records.first(where: { $0["event"] == "url.unmatched" }),
            let url = unmatched["url"]?.stringValue
        {
            let authority = url.range(of: "://").map { url[..<(url[$0.upperBound...].firstIndex(of: "/") ?? url.endIndex)] } ?? url[...]
            return ExploreViolation(.linksRoute, key: String(authority), detail: outcome.lines.first { $0.contains("no route for") } ?? url)
        }
        if verb == "push", screen.pushesOwnState(step), let rejected = records.first(where: { $0["event"] == "push.rejected" && $0["code"] == "content-state" }) {
            let reason = rejected["reason"]?.stringValue ?? "content-state"
            return ExploreViolation(.pushesDecode, key: String(reason.prefix { $0 != ":" }), detail: reason)
        }
        if let error = outcome.error?.message, error.contains("could not be built") {
            return ExploreViolation(.presentationsDraw, key: ExploreViolation.words(of: step), detail: "error: " + error)
        }
        return nil
    }

    /// Whether `step` is a `perform` with a tap or toggle that lands in its run.
    static func isLandingGesture(_ step: String) -> Bool {
        step.hasPrefix("perform ") && step.contains(" --tap-at ")
    }

    /// The expected output of `step`, which broke the rule, as it reads once the rule holds: `...` lets a crash or
    /// an error fail the step, and a pattern line stands for the line that is missing. A gesture that landed in a
    /// perform's run asks for two runs that return, the perform's and the gesture's, since one is not enough to
    /// tell the gesture's from the perform's.
    func expected(for step: String) -> [String] {
        switch self {
        case .noCrash, .declared, .presentationsDraw, .check: ["..."]
        case .withinBudget: ["...", "[..] within the [..] budget", "..."]
        case .controlsDoNotThrow where Self.isLandingGesture(step): ["...", "[..] returned [..]", "...", "[..] returned [..]", "..."]
        case .controlsDoNotThrow: ["...", "[..] returned [..]", "..."]
        case .linksRoute: ["...", "[..]  opened [..]", "..."]
        case .pushesDecode: ["[..]  push [..] accepted [..]", "..."]
        }
    }
}

/// A broken rule: which, the step's own words that make it this break and no other, and the line that shows it.
struct ExploreViolation: Sendable, Hashable {
    let invariant: ExploreInvariant
    /// `RefreshETAIntent`, `takeout://order`: two breaks with the same rule and key are one finding.
    let key: String
    let detail: String

    init(_ invariant: ExploreInvariant, key: String, detail: String) {
        self.invariant = invariant
        self.key = key
        self.detail = detail
    }

    var signature: String { "\(invariant.rawValue) \(key)" }

    /// A step's command word and its first argument's kind: `show 1 expanded` → `show expanded`.
    static func words(of step: String) -> String {
        step.split(separator: " ").filter { Int($0) == nil }.prefix(2).joined(separator: " ")
    }
}
