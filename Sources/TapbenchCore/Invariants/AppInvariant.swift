/// A rule the device must keep after every command, with where it comes from. The bench checks ActivityKit's own
/// (`activityKitRules`) and those an app's introduction declares, in the REPL, in scripts, in replays and in
/// `explore`; a broken one fails the command with one line saying what broke, so a transcript replays red.
///
/// ```swift
/// AppInvariant("eta-not-negative", source: "the order screen's contract") { context in
///     context.changed.first { $0.typeName == "DeliveryAttributes" && ($0.content.state["etaSeconds"]?.doubleValue ?? 0) < 0 }
///         .map { "#\($0.number) shows an ETA in the past" }
/// }
/// ```
public struct AppInvariant: Sendable {
    /// What it is called in the line that reports it and in `explore`'s findings: `eta-not-negative`.
    public let name: String
    /// Where the rule comes from: a seed, an Apple document by title, or the team's own specification.
    public let source: String
    /// Nil while the rule holds; otherwise what breaks it, such as `#1 shows an ETA in the past`.
    public let check: @Sendable (InvariantContext) -> String?

    public init(_ name: String, source: String, check: @escaping @Sendable (InvariantContext) -> String?) {
        self.name = name
        self.source = source
        self.check = check
    }

    /// What breaks the rule in `context`, if anything.
    public func broken(in context: InvariantContext) -> InvariantBreak? {
        check(context).map { InvariantBreak(name: name, source: source, message: $0) }
    }
}
