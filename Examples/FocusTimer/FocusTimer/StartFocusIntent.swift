import AppIntents

/// Start a focus session from Shortcuts, Siri or the Action button, even while the app is in the background.
struct StartFocusIntent: LiveActivityStartingIntent {
    static var title: LocalizedStringResource = "Start Focus Session"

    @Parameter(title: "Name", default: "Focus")
    var sessionName: String

    @Parameter(title: "Minutes", default: 25)
    var minutes: Int

    func perform() async throws -> some IntentResult {
        try FocusSessions.start(name: sessionName, minutes: minutes)
        return .result()
    }
}
