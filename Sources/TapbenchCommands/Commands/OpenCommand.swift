import TapbenchCore

/// `open URL`: a deep link, as the system delivers it.
enum OpenCommand: Command {
    static let name = "open"
    static let group = CommandGroup.app
    static let usage = "open URL"
    static let summary = "open a deep link as the system would: the app's router, or for https its associated domains"
    static func examples(_ words: ExampleWords) -> [String] { ["open \(words.url)", "open \(words.otherURL)"] }

    static func run(_ arguments: Arguments, in session: Session) async throws(CommandError) -> CommandResult {
        let url = try arguments.positional(0, "URL", usage: usage)
        try arguments.expectPositionals(atMost: 1, usage: usage)
        try arguments.expectNoAssignments(usage: usage)
        if AssociatedDomains.isWebURLWithoutHost(url.text) {
            throw CommandError("'\(url.text)' has no host — write one, such as https://example.com/orders/42", at: url)
        }
        session.device.open(url.text, via: .command)
        return .none
    }
}
