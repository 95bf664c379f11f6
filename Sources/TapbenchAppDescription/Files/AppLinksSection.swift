import TapbenchCore

/// The app's part of an association file's `applinks` section.
struct AppLinksSection {
    var components: [AppLinksComponent] = []
    var substitutionVariables: [String: [String]] = [:]
    /// Whether any `details` entry names the app.
    var namesApp = false
    /// Every app ID the entries name, to say which apps the file is for when it is not for this one.
    var appIDs: [String] = []
    var problems: [String] = []
}
