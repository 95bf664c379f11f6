import TapbenchCore

extension Arguments {
    /// `--alert TITLE [BODY]` with its `--sound NAME`, as `update` and a scheduled `start` take them
    /// (`--alert "Almost there" "2 minutes away" --sound chime.aiff`); nil without `--alert`, and an error for a
    /// `--sound` without it.
    func alert() throws(CommandError) -> Alert? {
        let values = values("--alert")
        guard let title = values.first else {
            if let sound = optionWord("--sound") {
                throw CommandError("--sound goes with --alert TITLE [BODY]", at: sound)
            }
            return nil
        }
        return Alert(title: title.text, body: values.dropFirst().first?.text ?? "", sound: value("--sound")?.text)
    }
}
