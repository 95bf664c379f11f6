import ActivityKit
import Foundation

/// A focus session counting down on the Lock Screen and in the Dynamic Island; a toggle pauses it and a
/// button gives it five more minutes, without opening the app.
struct FocusSessionAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// When the session ends, if it keeps running.
        var endsAt: Date
        var isPaused: Bool
        /// Seconds left: while paused, what was left at the pause; while running, what was left when it
        /// started or last resumed, so the countdown runs from `endsAt - remaining` to `endsAt`.
        var remaining: TimeInterval
    }

    var sessionName: String
}

extension FocusSessionAttributes.ContentState {
    /// A session that runs from now for `seconds`.
    static func running(for seconds: TimeInterval) -> Self {
        Self(endsAt: Date().addingTimeInterval(seconds), isPaused: false, remaining: seconds)
    }

    /// The stretch the countdown runs over.
    var countdown: ClosedRange<Date> { endsAt.addingTimeInterval(-remaining)...endsAt }
}

extension FocusSessionAttributes {
    /// `focustimer://session/Deep%20Work`: the session's screen in the app.
    var sessionURL: URL? {
        sessionName.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed).flatMap { URL(string: "focustimer://session/\($0)") }
    }
}
