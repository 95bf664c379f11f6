import TapbenchCore

/// An option a command accepts, such as `--stale WHEN`.
public struct OptionSpec: Sendable {
    public let name: String
    /// Names of the values it takes, such as `["WHEN"]`; an optional trailing value is in brackets:
    /// `["TITLE", "[BODY]"]`. Empty for a flag or a section marker like `--state`.
    public let values: [String]
    public let help: String

    public init(_ name: String, _ values: [String] = [], help: String) {
        self.name = name
        self.values = values
        self.help = help
    }

    var required: Int { values.filter { !$0.hasPrefix("[") }.count }

    /// `--stale WHEN`, as usage lines print it.
    public var usage: String { ([name] + values).joined(separator: " ") }
}

/// A command's words, sorted into positionals, options and `key=value` assignments.
public struct Arguments: Sendable {
    public let command: Word
    /// Every word after the command, in order, as typed.
    public let words: [Word]
    public private(set) var positionals: [Word] = []
    private var options: [String: [Word]] = [:]
    private var optionWords: [String: Word] = [:]
    /// Assignments, each with the section marker (`--state`) it followed, or nil before any.
    public private(set) var assignments: [(key: Word, value: Word, section: String?)] = []

    /// Sorts `words` by `specs`; an unknown option is an error that suggests the closest one.
    public init(command: Word, words: [Word], specs: [OptionSpec]) throws(CommandError) {
        self.command = command
        self.words = words
        var section: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word.raw.hasPrefix("--"), !word.isQuoted {
                guard let spec = specs.first(where: { $0.name == word.text }) else {
                    let suggestion = Suggestion.closest(to: word.text, among: specs.map(\.name)).map { " — did you mean '\($0)'?" }
                    let known =
                        specs.isEmpty
                        ? " ('\(command.text)' takes no options)" : " (options: \(specs.map(\.name).joined(separator: ", ")))"
                    throw CommandError("unknown option '\(word.text)' for '\(command.text)'\(suggestion ?? known)", at: word)
                }
                if optionWords[spec.name] != nil {
                    throw CommandError("option '\(spec.name)' given twice — give it once", at: word)
                }
                optionWords[spec.name] = word
                if spec.values.isEmpty {
                    options[spec.name] = []
                    section = spec.name
                    continue
                }
                var values: [Word] = []
                for placeholder in spec.values {
                    let isOptional = placeholder.hasPrefix("[")
                    guard index < words.count, !(words[index].raw.hasPrefix("--") && !words[index].isQuoted),
                        !(isOptional && words[index].assignment != nil)
                    else {
                        if isOptional { break }
                        throw CommandError("'\(spec.name)' needs a value: \(spec.usage)", at: word)
                    }
                    values.append(words[index])
                    index += 1
                }
                options[spec.name] = values
            } else if word.raw == ";" {
                throw CommandError("unexpected ';' — only 'intent define' separates effects with it", at: word)
            } else if let assignment = word.assignment {
                assignments.append((assignment.key, assignment.value, section))
            } else {
                positionals.append(word)
            }
        }
    }

    /// The words as they are, for a command that reads them itself.
    public init(command: Word, rawWords: [Word]) {
        self.command = command
        words = rawWords
    }

    /// Whether the option or section marker was given.
    public func has(_ name: String) -> Bool { options[name] != nil }

    /// The option's first value, if the option was given.
    public func value(_ name: String) -> Word? { options[name]?.first }

    /// All of the option's values.
    public func values(_ name: String) -> [Word] { options[name] ?? [] }

    /// The word that named the option, for errors that point at it.
    public func optionWord(_ name: String) -> Word? { optionWords[name] }

    /// The positional at `index`, or an error that shows the usage.
    public func positional(_ index: Int, _ name: String, usage: String) throws(CommandError) -> Word {
        guard index < positionals.count else {
            throw CommandError("missing \(name) — usage: \(usage)", column: nil)
        }
        return positionals[index]
    }

    /// Fails when there are more positionals than the command takes.
    public func expectPositionals(atMost count: Int, usage: String) throws(CommandError) {
        if positionals.count > count {
            let extra = positionals[count]
            throw CommandError("unexpected '\(extra.text)' — usage: \(usage)", at: extra)
        }
    }

    /// Fails when the command takes no `key=value` assignments but got some.
    public func expectNoAssignments(usage: String) throws(CommandError) {
        if let first = assignments.first {
            throw CommandError("unexpected '\(first.key.text)=…' — usage: \(usage)", at: first.key)
        }
    }
}
