import TapbenchCore

extension ActivityType {
    /// Describes an `ActivityAttributes` type to the device, with the values the REPL starts from.
    ///
    /// ```swift
    /// try ActivityType(DeliveryAttributes.self, preview: .preview, previewState: .preparing)
    /// ```
    public init<Attributes: ActivityAttributes>(
        _ type: Attributes.Type, preview: Attributes, previewState: Attributes.ContentState
    ) throws {
        try self.init(type, state: Attributes.ContentState.self, sampleAttributes: preview, sampleState: previewState)
    }

    /// The registered type, or a new registration with the request's values as previews.
    static func registering<Attributes: ActivityAttributes>(
        _ type: Attributes.Type, preview: Attributes, state: Attributes.ContentState, on device: Device
    ) throws -> ActivityType {
        if let registered = device.catalog.activityType(named: TypeName.of(type)) { return registered }
        let registration = try ActivityType(type, preview: preview, previewState: state)
        device.register(registration)
        return registration
    }
}
