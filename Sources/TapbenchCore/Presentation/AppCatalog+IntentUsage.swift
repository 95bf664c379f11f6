extension AppCatalog {
    /// For each intent, the presentations whose buttons and toggles use it, found by evaluating every
    /// widget with its type's preview values: `CancelDeliveryIntent` → `Delivery expanded`.
    public func intentUsage() -> [String: [String]] {
        var usage: [String: [String]] = [:]
        for (place, intent) in controlIntents() where usage[intent.name]?.contains(place) != true {
            usage[intent.name, default: []].append(place)
        }
        return usage
    }

    /// Registers the intents behind the widgets' buttons and toggles that are not registered yet, so
    /// that `perform` runs them too; returns the names of those whose parameters QA cannot type.
    public mutating func registerIntentsOfControls() -> [String] {
        var unfillable: [String] = []
        for (_, intent) in controlIntents() where self.intent(named: intent.name) == nil && !unfillable.contains(intent.name) {
            if let definition = intent.typeDefinition {
                register(intent: definition)
            } else {
                unfillable.append(intent.name)
            }
        }
        return unfillable
    }

    /// Every button's and toggle's intent, with where it is (`Delivery expanded`), in the widgets as
    /// their types' preview values show them.
    private func controlIntents() -> [(place: String, intent: PreparedIntent)] {
        var found: [(place: String, intent: PreparedIntent)] = []
        for preview in widgetPreviews {
            guard let presentations = preview.presentations else { continue }
            for kind in [PresentationKind.lock, .expanded, .compact, .minimal] {
                for control in presentations.content(of: kind).controls {
                    switch control {
                    case .button(let button): found.append(("\(preview.type.shortName) \(kind.rawValue)", button.intent))
                    case .toggle(let toggle): found.append(("\(preview.type.shortName) \(kind.rawValue)", toggle.intent))
                    default: break
                    }
                }
            }
        }
        return found
    }
}
