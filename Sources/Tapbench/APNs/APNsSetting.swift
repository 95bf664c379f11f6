/// `set apns …` at the prompt, which the REPL runs itself (the endpoint is the session's, not the device's), with or
/// without the APNs endpoint in the build.
enum APNsSetting {
    /// Whether `line` is `set apns …`.
    static func matches(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        return words.count >= 2 && words[0] == "set" && words[1] == "apns"
    }

    /// Why `--apns` and `set apns` cannot serve in a build without the APNs trait, and how to get one.
    static let notBuilt =
        "this build has no APNs endpoint — build with the APNs trait: swift run --traits APNs tapbench (a team's bench: tapbench init --apns, or traits: [\"APNs\"] on its tapbench dependency)"
}

/// A `set apns` that cannot be done, in one line.
struct APNsSettingError: Error, Sendable {
    let message: String

    init(_ message: String) { self.message = message }
}
