import TapbenchCore

/// How QA name an activity: its number from `list` (`1` or `#1`), or its ActivityKit id (or a prefix of it).
enum ActivityReference {
    static func resolve(_ word: Word, on device: Device) throws(CommandError) -> LiveActivity {
        let activities = device.activities
        let text = word.text.hasPrefix("#") ? String(word.text.dropFirst()) : word.text
        if let number = Int(text) {
            guard let activity = device.activity(number) else {
                throw CommandError(DeviceError.unknownActivity(number, count: activities.count).description, at: word)
            }
            return activity
        }
        let matches = activities.filter { $0.id.lowercased().hasPrefix(text.lowercased()) }
        if text.count >= 4, matches.count == 1 { return matches[0] }
        let hint = activities.isEmpty ? "nothing has been started yet" : "use a number from 'list', 1 to \(activities.count)"
        throw CommandError("no activity '\(word.text)' — \(hint)", at: word)
    }
}
