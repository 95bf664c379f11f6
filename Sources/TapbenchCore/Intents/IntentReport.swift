/// What one `perform()` did, measured against the budget (DESIGN D6).
public struct IntentReport: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// `perform()` returned, with the result's value if it had one.
        case returned(JSONValue?)
        /// `perform()` threw; the error as `String(describing:)` gives it.
        case threw(String)
        case cancelled(Cancellation)
    }

    public enum Cancellation: String, Sendable, Hashable {
        /// The handler outlasted its budget in wall time and was cut off.
        case budget
        /// QA cancelled it (Ctrl-C).
        case user
        /// iOS terminated the app while it ran (`perform … --terminate-at`): the handler got no further.
        case termination
    }

    public enum Verdict: String, Sendable, Hashable {
        case within
        case over
    }

    public let intent: String
    public let parameters: JSONObject
    /// Virtual time that passed while it ran (its simulated latency); for a handler cut off at its
    /// budget, the budget; for one QA cancelled, the time until then.
    public let elapsed: Duration
    public let budget: Duration
    /// False after `set budget off`: the verdict is still given, but nothing is cut off.
    public let enforcesBudget: Bool
    public let outcome: Outcome
    /// The handler's own running time on the wall clock passed the budget, though nothing cut it
    /// off (`set budget off`). Rare, and the only verdict that depends on the machine.
    public let wallTimeOverBudget: Bool

    public init(
        intent: String, parameters: JSONObject, elapsed: Duration, budget: Duration, enforcesBudget: Bool, outcome: Outcome,
        wallTimeOverBudget: Bool = false
    ) {
        self.intent = intent
        self.parameters = parameters
        self.elapsed = elapsed
        self.budget = budget
        self.enforcesBudget = enforcesBudget
        self.outcome = outcome
        self.wallTimeOverBudget = wallTimeOverBudget
    }

    public var verdict: Verdict {
        if case .cancelled(.budget) = outcome { return .over }
        return elapsed > budget || wallTimeOverBudget ? .over : .within
    }

    /// The outcome's name in events: `returned`, `threw` or `cancelled`.
    public var outcomeName: String {
        switch outcome {
        case .returned: "returned"
        case .threw: "threw"
        case .cancelled: "cancelled"
        }
    }
}
