import Synchronization

/// The app's process as iOS runs it: launched cold with its launch code first, moved between foreground and
/// background, terminated while the device keeps its activities, and its own screens' actions.
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
                return true
            }
            if inForeground, !state.settings.appInForeground {
                state.settings.appInForeground = true
                state.emit(.app(.foreground))
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
            return true
        }
        if wasRunning { shutDown() }
        return wasRunning
    }

    /// Does an action of the app's own screens in the foreground, launching the app first if it is not running, and
    /// reports it once the app has nothing left to do (`settle()`): `waiting` if the action still waits then.
    public func perform(_ action: AppAction, named name: String, with arguments: AppAction.Arguments) async -> AppActionReport {
        runApp(inForeground: true)
        let device = self
        let finished = Mutex<AppActionReport.Outcome?>(nil)
        let task = Task.detached {
            do {
                try await device.asCurrent { try await Device.$context.withValue(CallContext()) { try await action.perform(arguments) } }
                finished.withLock { $0 = .returned }
            } catch {
                finished.withLock { $0 = .threw(ErrorText.describe(error)) }
            }
        }
        if let scheduler = AppScheduler.installed {
            await scheduler.idle()
        } else {
            await task.value
        }
        let outcome = finished.withLock { $0 } ?? .waiting
        let report = AppActionReport(action: name, parameters: arguments.values, outcome: outcome)
        mutate { $0.emit(.appAction(report)) }
        return report
    }
}
