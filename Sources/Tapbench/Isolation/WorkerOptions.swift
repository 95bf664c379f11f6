import Foundation

/// What a worker is started with: `tapbench worker OPTIONS`, written by its supervisor (`IsolatedSession`) and read
/// by the worker. A private protocol between the two, like their requests and replies; no person types it, so it is
/// read here rather than by the command-line parser, whose reflection over a command's properties cost every worker
/// a tenth of a short transcript's processor time.
///
/// ```swift
/// WorkerOptions(seed: 7, events: true).arguments   // ["--seed", "7", "--events"]
/// ```
struct WorkerOptions: Equatable {
    /// Where the virtual clock starts, in seconds since 1970; nil for the default.
    var clock: Double?
    /// Seeds the device's ids and tokens.
    var seed: UInt64 = 1
    /// Where relative paths resolve from.
    var directory: String?
    /// Send each command's events with its outcome, for an event stream.
    var events = false
    /// Let `record start` write transcripts, as at the REPL; scripts and replays cannot.
    var recording = false
    /// Go on from the session a worker whose app was terminated wrote to this file.
    var resume: String?

    /// The subcommand that starts a worker.
    static let commandName = "worker"

    /// As the supervisor writes them, after `worker`.
    var arguments: [String] {
        var arguments = ["--seed", String(seed)]
        if events { arguments.append("--events") }
        if recording { arguments.append("--recording") }
        if let clock { arguments += ["--clock", String(clock)] }
        if let directory { arguments += ["--directory", directory] }
        if let resume { arguments += ["--resume", resume] }
        return arguments
    }

    init(clock: Double? = nil, seed: UInt64 = 1, directory: String? = nil, events: Bool = false, recording: Bool = false, resume: String? = nil) {
        (self.clock, self.seed, self.directory, self.events, self.recording, self.resume) = (clock, seed, directory, events, recording, resume)
    }

    /// Reads `arguments` as `arguments` writes them.
    init(arguments: [String]) throws(WorkerOptionsError) {
        var remaining = arguments[...]
        func value(of option: String) throws(WorkerOptionsError) -> String {
            guard let value = remaining.popFirst() else { throw WorkerOptionsError(problem: "\(option) needs a value") }
            return value
        }
        while let option = remaining.popFirst() {
            switch option {
            case "--events": events = true
            case "--recording": recording = true
            case "--directory": directory = try value(of: option)
            case "--resume": resume = try value(of: option)
            case "--seed":
                let text = try value(of: option)
                guard let seed = UInt64(text) else { throw WorkerOptionsError(problem: "--seed takes a whole number, not '\(text)'") }
                self.seed = seed
            case "--clock":
                let text = try value(of: option)
                guard let clock = Double(text), clock.isFinite else { throw WorkerOptionsError(problem: "--clock takes seconds since 1970, not '\(text)'") }
                self.clock = clock
            default:
                throw WorkerOptionsError(problem: "'\(option)' is not an option of a worker")
            }
        }
    }
}

/// A worker's options could not be read.
struct WorkerOptionsError: Error, Equatable, CustomStringConvertible {
    let problem: String
    var description: String { "tapbench worker: \(problem); a worker is started by tapbench itself, with --seed, --clock, --directory, --events, --recording and --resume" }
}
