import AppIntents

/// Stop every focus session, from Shortcuts or when a Focus mode turns off.
struct StopFocusIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Stop Focus Sessions"

    func perform() async throws -> some IntentResult {
        await FocusSessions.stopAll()
        return .result()
    }
}
