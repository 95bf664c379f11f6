import TapbenchCore

/// How QA name an activity, in every command that takes one: its number from `list` (`1` or `#1`), or the
/// start of its ActivityKit id, at least four characters in any case (`9fb9aa` or `#9FB9AA`).
///
/// ```swift
/// // tap 9FB9AA expanded Cancel
/// let activity = try ActivityReference(idWord).resolve(on: session.device)
/// ```
struct ActivityReference {
    /// What the word says, once its `#` is dropped.
    enum Form: Equatable {
        /// `1` or `#1`: the activity's number in `list`.
        case number(Int)
        /// `9FB9AA` or `#9fb9aa`: the start of the activity's ActivityKit id.
        case idPrefix(String)
    }

    /// The shortest id prefix that names an activity: shorter ones would too often name several.
    static let shortestPrefix = 4

    let word: Word
    let form: Form

    init(_ word: Word) {
        self.word = word
        let text = word.text.hasPrefix("#") ? String(word.text.dropFirst()) : word.text
        form = Int(text).map(Form.number) ?? .idPrefix(text.uppercased())
    }

    /// The activity the word names, or nil when it names none or several: what completion needs.
    func activity(on device: Device) -> LiveActivity? {
        try? resolve(on: device)
    }

    /// The activity the word names, or one line that says why it names none and how to name one.
    func resolve(on device: Device) throws(CommandError) -> LiveActivity {
        let activities = device.activities
        switch form {
        case .number(let number):
            guard let activity = device.activity(number) else {
                throw CommandError(DeviceError.unknownActivity(number, count: activities.count).message, at: word)
            }
            return activity
        case .idPrefix(let prefix):
            let matches = prefix.count >= Self.shortestPrefix ? activities.filter { $0.id.uppercased().hasPrefix(prefix) } : []
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                let numbers = matches.map { "#\($0.number)" }.joined(separator: ", ")
                throw CommandError("'\(word.text)' starts the ids of \(numbers) — give more of the id, or the number from 'list'", at: word)
            }
            let hint = activities.isEmpty ? "nothing has been started yet" : "use a number from 'list', 1 to \(activities.count)"
            throw CommandError("no activity '\(word.text)' — \(hint)", at: word)
        }
    }
}
