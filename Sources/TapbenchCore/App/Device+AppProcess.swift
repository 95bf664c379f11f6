import Synchronization

/// The app's process as iOS moves it between foreground and background, and its own screens' actions.
extension Device {
    /// Where the app's process is.
    public var appProcess: AppProcess {
        read { $0.settings.appInForeground ? .foreground : .background }
    }

    /// Brings the app to the foreground, as a link, a continued `NSUserActivity` or a tap in its own screens does;
    /// returns whether it moved.
    @discardableResult
    public func bringAppToForeground() -> Bool {
        mutate { state in
            guard !state.settings.appInForeground else { return false }
            state.settings.appInForeground = true
            state.emit(.app(.foreground))
            return true
        }
    }

    /// Sends the app to the background, as the person's swipe home does; returns whether it moved.
    @discardableResult
    public func sendAppToBackground() -> Bool {
        mutate { state in
            guard state.settings.appInForeground else { return false }
            state.settings.appInForeground = false
            state.emit(.app(.background))
            return true
        }
    }

    /// Does an action of the app's own screens in the foreground, bringing the app there first, and reports it once the app has nothing left to do (`settle()`): `waiting` if the action still waits then.
    public func perform(_ action: AppAction, named name: String, with arguments: AppAction.Arguments) async -> AppActionReport {
        bringAppToForeground()
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
