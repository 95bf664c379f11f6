import TapbenchCommands
import Testing

/// A suite that drives one session on the sample app, a command line at a time.
protocol SessionSuite {
    var session: Session { get }
}

extension SessionSuite {
    /// Runs lines in order and returns the last one's outcome; the lines before it must not fail.
    @discardableResult
    func run(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) async -> CommandOutcome {
        var last = CommandOutcome()
        for line in lines {
            last = await session.execute(line)
            if line != lines.last { #expect(last.error == nil, "\(line): \(last.error?.message ?? "")", sourceLocation: sourceLocation) }
        }
        return last
    }
}
