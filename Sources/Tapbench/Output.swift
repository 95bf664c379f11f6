import TapbenchCommands
import TapbenchTranscripts

/// Output for people: standard output, or standard error when standard output carries the event stream. Every line
/// is shown with its control characters escaped (`\u{1B}[2J`), since what a person typed and what the app sent reach
/// it: only the bench's own styling sends escape sequences to the terminal.
struct Output {
    let toStandardError: Bool
    let style: Style

    func line(_ text: String) {
        write(style.line(Self.shown(text)) + "\n", to: toStandardError ? StandardStream.error : StandardStream.output)
    }

    /// A command's lines in one write: a drawing of many lines costs one system call, not one a line.
    func lines(_ lines: [String]) {
        if !lines.isEmpty { text(styled(lines)) }
    }

    /// `lines` styled and each ended, as one text.
    func styled(_ lines: [String]) -> String {
        var text = ""
        for line in lines {
            text += style.line(Self.shown(line))
            text += "\n"
        }
        return text
    }

    /// Lines already escaped, styled and ended, in one write.
    func text(_ lines: String) {
        write(lines, to: toStandardError ? StandardStream.error : StandardStream.output)
    }

    func caret(column: Int, promptWidth: Int) {
        write(style.caret(column: column, promptWidth: promptWidth) + "\n", to: StandardStream.error)
    }

    func error(_ error: CommandError) {
        self.error(error.message)
    }

    func error(_ message: String) {
        write(style.error(Self.shown(Self.shortened(message))) + "\n", to: StandardStream.error)
    }

    /// A line on standard error about something that worked but needs a look: `warning: …`.
    func warning(_ message: String) {
        write("warning: \(Self.shown(Self.shortened(message)))\n", to: StandardStream.error)
    }

    /// An error with any word longer than a line cut short: a million characters pasted by mistake are named by
    /// their beginning and their length, not echoed whole.
    static func shortened(_ message: String) -> String {
        guard message.count > longestWord else { return message }
        return message.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > longestWord ? "\(word.prefix(80))… (\(word.count) characters)" : String(word)
        }.joined(separator: " ")
    }

    private static let longestWord = 200

    /// What the bench could not find in the app's code and files, before a session's first command.
    func notices(_ notices: [String]) {
        for notice in notices { write("note: \(Self.shown(notice))\n", to: StandardStream.error) }
    }

    /// `text` with the control characters of each of its lines escaped; its line breaks stay.
    static func shown(_ text: String) -> String {
        text.contains("\n") ? text.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.escape(String($0)) }.joined(separator: "\n")
            : VisibleText.escape(text)
    }

    private func write(_ text: String, to descriptor: Int32) {
        StandardStream.write(text, to: descriptor)
    }
}
