import Synchronization

/// The actions of the app's own screens (`AppAction`), as `app NAME …` does them.
extension Device {
    /// Does an action of the app's own screens in the foreground, launching the app first if it is not running, and
    /// reports it once the app has nothing left to do (`AppScheduler.idle()`): `waiting` if the action still waits then.
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
