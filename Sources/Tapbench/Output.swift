import TapbenchCommands

/// Output for people: standard output, or standard error when standard output carries the event stream.
struct Output {
    let toStandardError: Bool
    let style: Style

    func line(_ text: String) {
        write(style.line(text) + "\n", to: toStandardError ? StandardStream.error : StandardStream.output)
    }

    /// A command's lines in one write: a drawing of many lines costs one system call, not one a line.
    func lines(_ lines: [String]) {
        if !lines.isEmpty { text(styled(lines)) }
    }

    /// `lines` styled and each ended, as one text.
    func styled(_ lines: [String]) -> String {
        var text = ""
        for line in lines {
            text += style.line(line)
            text += "\n"
        }
        return text
    }

    /// Lines already styled and ended, in one write.
    func text(_ lines: String) {
        write(lines, to: toStandardError ? StandardStream.error : StandardStream.output)
    }

    func caret(column: Int, promptWidth: Int) {
        write(style.caret(column: column, promptWidth: promptWidth) + "\n", to: StandardStream.error)
    }

    func error(_ error: CommandError) {
        write(style.error(error.message) + "\n", to: StandardStream.error)
    }

    func error(_ message: String) {
        write(style.error(message) + "\n", to: StandardStream.error)
    }

    /// What the bench could not find in the app's code and files, before a session's first command.
    func notices(_ notices: [String]) {
        for notice in notices { write("note: \(notice)\n", to: StandardStream.error) }
    }

    private func write(_ text: String, to descriptor: Int32) {
        StandardStream.write(text, to: descriptor)
    }
}
