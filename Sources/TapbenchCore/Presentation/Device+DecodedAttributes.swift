extension Device {
    /// An activity's attributes as the app's type, decoded the first time the app asks: attributes never
    /// change once an activity starts, and app code reads `Activity.activities` on every intent it runs.
    public func decodedAttributes<Attributes: Sendable>(of activity: LiveActivity, decode: (JSONValue) -> Attributes?) -> Attributes? {
        if let known = caches.withLock({ $0.attributes[activity.id] }) as? Attributes { return known }
        guard let decoded = decode(activity.attributes) else { return nil }
        caches.withLock { $0.attributes[activity.id] = decoded }
        return decoded
    }
}
