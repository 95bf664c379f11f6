/// The app as the device knows it: its types and intents, which QA and app code may add to, and its launch.
extension Device {
    /// Adds an `ActivityAttributes` type to the app's catalog, as a first `request` of an unknown type does, and
    /// issues its push-to-start token.
    public func register(_ type: ActivityType) {
        mutate { state in
            state.catalog.register(type)
            if state.pushes.pushToStartTokens[type.name] == nil {
                let token = state.identifiers.pushToken()
                state.pushes.pushToStartTokens[type.name] = token
                state.log.outbox.append(.pushToStartToken(typeName: type.name, token: token))
            }
        }
    }

    /// Adds an intent to the app's catalog, replacing one of the same name.
    public func register(intent: IntentDefinition) {
        mutate { state in state.catalog.register(intent: intent) }
    }

    /// Removes an intent from the app's catalog; returns whether there was one.
    @discardableResult
    public func removeIntent(named name: String) -> Bool {
        mutate { state in state.catalog.removeIntent(named: name) }
    }

    /// Runs the app's launch code against this device.
    public func launchApp() {
        guard let launch = catalog.launch else { return }
        asCurrent { launch() }
    }
}
