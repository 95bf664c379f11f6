/// Starting, updating and ending activities, as ActivityKit's API and the REPL ask for it. A call from an
/// intent run that was cut off changes nothing (see `IntentRuns`).
extension Device {
    @discardableResult
    public func request(_ request: ActivityRequest, source: EventSource = .app) throws(DeviceError) -> LiveActivity {
        if callerIsAbandoned { throw .abandonedRun }
        return try mutate { state throws(DeviceError) in try state.request(request, source: source) }
    }

    /// Applies new content to an activity, or records why it was ignored. Returns whether it applied.
    @discardableResult
    public func update(_ number: Int, with change: ContentChange, source: EventSource = .app) throws(DeviceError) -> Bool {
        if callerIsAbandoned { return false }
        return try mutate { state throws(DeviceError) in try state.update(number, with: change, source: source) }
    }

    @discardableResult
    public func end(
        _ number: Int, with change: ContentChange?, dismissal: DismissalPolicy, source: EventSource = .app
    ) throws(DeviceError) -> Bool {
        if callerIsAbandoned { return false }
        return try mutate { state throws(DeviceError) in try state.end(number, with: change, dismissal: dismissal, source: source) }
    }

    /// Records that an update or end from app code was not applied, and why.
    public func ignore(_ number: Int, action: IgnoredAction, reason: String, source: EventSource) {
        mutate { state in state.emit(.activityIgnored(activity: number, action: action, reason: reason, source: source)) }
    }
}
