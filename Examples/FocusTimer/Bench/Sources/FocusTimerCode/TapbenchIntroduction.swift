import Tapbench

extension AppIntroduction {
    /// Focus Timer, as the bench runs it: its widget extension, which is one `@main` Widget, its own
    /// Info.plist (through the link to the app's folder), and what the files do not say.
    public static let focusTimer = AppIntroduction(
        widget: FocusSessionLiveActivity.self,
        name: "Focus Timer",
        bundleIdentifier: "com.example.focustimer",
        files: AppFiles(infoPlist: "FocusTimer/Info.plist"),
        intents: [StartFocusIntent.self, StopFocusIntent.self],
        routes: ["focustimer://session/:name": "SessionScreen"])
}
