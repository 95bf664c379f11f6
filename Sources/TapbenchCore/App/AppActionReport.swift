/// What an action on the app's own screens did (`app NAME …`).
public struct AppActionReport: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        case returned
        /// It threw; the error as `ErrorText` describes it.
        case threw(String)
        /// It still waits, on the device's clock or on something that never comes, now that the app has nothing
        /// else to do: it goes on when time passes.
        case waiting
    }

    public let action: String
    public let parameters: JSONObject
    public let outcome: Outcome

    /// The outcome's name in events: `returned`, `threw` or `waiting`.
    public var outcomeName: String {
        switch outcome {
        case .returned: "returned"
        case .threw: "threw"
        case .waiting: "waiting"
        }
    }
}
