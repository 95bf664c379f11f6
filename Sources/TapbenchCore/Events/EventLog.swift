/// What happened on the device, in the order renderings show it, and the values ActivityKit's async sequences
/// still have to deliver.
///
/// A push and an intent run are spans: a verdict (`push.accepted`, `intent.performed`) heads the events it
/// caused, though it is known only once they have happened. Their events wait in the span and follow the verdict
/// when the span closes, so the order is decided by what each event belongs to, never by where the log stood
/// when a span began: two runs that overlap each keep their own effects under their own verdict.
struct EventLog: Sendable {
    /// Events whose place is decided, oldest first.
    private var settled: [Event] = []
    /// Values for ActivityKit's async sequences, handed over after each change.
    var outbox: [StreamValue] = []
    /// The intent run whose app code is making the current change, if any.
    var currentRun: Int?
    /// The events of each intent run under way.
    private var runs: [Int: [Event]] = [:]
    /// The events of the pushes being delivered, innermost last.
    private var pushes: [[Event]] = []
    /// What the app's own tasks did while an intent ran, outside the run: it follows the run's events once every
    /// run under way has closed. Those tasks react to what the run changed (a token forwarded for the activity
    /// the intent started) at a moment their scheduling decides, so their place is after the run, not inside it.
    private var duringRuns: [Event] = []
    /// The held run that what happens now lands in (`DeviceIntentRuns.interleave(into:_:)`), if any.
    var interleavingInto: Int?
    /// Runs begun while landing in another, each with the run it landed in: its verdict and effects go there.
    private var parents: [Int: Int] = [:]

    /// Records an event: into the push being delivered, else into its run while the run is under way, else after
    /// the runs under way, else as settled.
    mutating func append(_ event: Event) {
        if !pushes.isEmpty {
            pushes[pushes.count - 1].append(event)
        } else if let run = event.run, runs[run] != nil {
            runs[run]!.append(event)
        } else if event.run == nil, let into = interleavingInto, runs[into] != nil {
            // What lands in a run reads as one of its effects.
            runs[into]!.append(Event(at: event.at, event.kind, run: into))
        } else if !runs.isEmpty {
            duringRuns.append(event)
        } else {
            settled.append(event)
        }
    }

    /// Removes and returns the settled events.
    mutating func takeSettled() -> [Event] {
        defer { settled.removeAll(keepingCapacity: true) }
        return settled
    }

    /// The run that `run` was begun in while landing there, while that run is under way.
    func parent(of run: Int) -> Int? { parents[run].flatMap { runs[$0] != nil ? $0 : nil } }

    /// Whether `run` is under way, its events still gathering.
    func isOpen(_ run: Int) -> Bool { runs[run] != nil }

    mutating func openRun(_ run: Int) {
        runs[run] = []
        if let into = interleavingInto, runs[into] != nil { parents[run] = into }
    }

    /// Settles a run's verdict, then what the run did.
    mutating func closeRun(_ run: Int, verdict: Event) {
        let effects = runs.removeValue(forKey: run) ?? []
        if let parent = parents.removeValue(forKey: run), runs[parent] != nil {
            runs[parent]! += [verdict] + effects
            return
        }
        for event in [verdict] + effects {
            if pushes.isEmpty { settled.append(event) } else { pushes[pushes.count - 1].append(event) }
        }
        if runs.isEmpty {
            settled += duringRuns
            duringRuns.removeAll()
        }
    }

    mutating func openPush() {
        pushes.append([])
    }

    /// Records a push's verdict, then what the push changed.
    mutating func closePush(verdict: Event) {
        let effects = pushes.removeLast()
        append(verdict)
        for event in effects { append(event) }
    }
}
