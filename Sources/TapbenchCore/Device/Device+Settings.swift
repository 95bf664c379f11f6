extension Device {
    /// Changes settings and records `setting.changed` with the name and value QA used.
    public func changeSetting(name: String, value: String, _ apply: @Sendable (inout DeviceSettings) -> Void) {
        mutate { state in state.changeSetting(name: name, value: value, apply) }
    }
}
