/// The app's process as iOS runs it: launched cold with its launch code first, moved between foreground and
/// background, terminated while the device keeps its activities.
extension Device {
    /// Where the app's process is.
    public var appProcess: AppProcess {
        read { state in state.appRunning ? (state.settings.appInForeground ? .foreground : .background) : .notRunning }
    }

    /// Makes sure the app runs, launching it cold if it does not: its launch code runs first, as iOS runs
    /// `application(_:didFinishLaunchingWithOptions:)` before the intent, push, link or tap that woke it. A running app
    /// is brought to the foreground when `inForeground` asks for it, and otherwise stays where it is.
    public func runApp(inForeground: Bool) {
        let cold = mutate { state -> Bool in
            if !state.appRunning {
                state.appRunning = true
                state.settings.appInForeground = inForeground
                state.emit(.app(.launched(inForeground: inForeground)))
                state.updateIsland()
                return true
            }
            if inForeground, !state.settings.appInForeground {
                state.settings.appInForeground = true
                state.emit(.app(.foreground))
                state.updateIsland()
            }
            return false
        }
        if cold { launchApp() }
    }

    /// Sends the running app to the background, as the person's swipe home does; returns whether it moved.
    @discardableResult
    public func sendAppToBackground() -> Bool {
        mutate { state in
            guard state.appRunning, state.settings.appInForeground else { return false }
            state.settings.appInForeground = false
            state.emit(.app(.background))
            state.endTransientActivities(because: DeviceState.leftAppReason)
            state.fireDueTimersAndUpdateIsland()
            return true
        }
    }

    /// Ends the app's process, as iOS terminates an app: its async sequences end with it, while the device keeps its
    /// activities, tokens, clock and storage. Dropping the app's memory is the host's part: a worker starts a new
    /// process from the device's `snapshot`. Returns whether the app was running.
    @discardableResult
    public func terminateApp() -> Bool {
        let wasRunning = mutate { state -> Bool in
            guard state.appRunning else { return false }
            state.appRunning = false
            state.emit(.app(.terminated))
            state.endTransientActivities(because: DeviceState.leftAppReason)
            state.fireDueTimersAndUpdateIsland()
            return true
        }
        if wasRunning {
            backgroundTaskHandlers.withLock { $0 = [:] }
            shutDown()
        }
        return wasRunning
    }
}
