extension AppCatalog {
    /// For each intent, the presentations whose buttons and toggles use it, found by evaluating every
    /// widget with its type's preview values: `CancelDeliveryIntent` → `Delivery expanded`.
    public func intentUsage() -> [String: [String]] {
        var usage: [String: [String]] = [:]
        for set in presentationSets {
            guard let type = activityType(named: set.typeName),
                let presentations = try? set.presentations(
                    for: PresentationInput(attributes: type.sampleAttributes, state: type.sampleState, isStale: false, activityID: "preview"))
            else { continue }
            for kind in [PresentationKind.lock, .expanded, .compact, .minimal] {
                for control in presentations.content(of: kind).controls {
                    let name: String? =
                        switch control {
                        case .button(let button): button.intent.name
                        case .toggle(let toggle): toggle.intent.name
                        default: nil
                        }
                    if let name {
                        let place = "\(type.shortName) \(kind.rawValue)"
                        if usage[name]?.contains(place) != true { usage[name, default: []].append(place) }
                    }
                }
            }
        }
        return usage
    }
}
