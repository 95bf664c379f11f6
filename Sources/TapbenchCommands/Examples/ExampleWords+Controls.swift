import TapbenchCore

extension ExampleWords {
    /// A button or toggle as a widget shows its type's preview values, on the Lock Screen or in the
    /// expanded presentation, where controls work.
    struct Control {
        let type: ActivityType
        let kind: PresentationKind
        /// Its number among the presentation's controls, as `show` numbers them.
        let number: Int
        /// Its label as people read it: `Check In`.
        let label: String
        /// How `tap` names it: its label, quoted if need be, or its number when the label is empty, a
        /// number, or an earlier control's.
        let name: String
        /// Whether a toggle is on; nil for a button.
        let toggleIsOn: Bool?
        /// The intent it runs, with the values the widget gives it.
        let intent: PreparedIntent

        var isButton: Bool { toggleIsOn == nil }
    }

    /// The buttons and toggles of the app's widgets, the types in the order the app registered them,
    /// each type's Lock Screen before its expanded presentation.
    static func controls(in catalog: AppCatalog) -> [Control] {
        let order = catalog.activityTypes.map(\.name)
        let previews = catalog.widgetPreviews.sorted { (order.firstIndex(of: $0.type.name) ?? 0) < (order.firstIndex(of: $1.type.name) ?? 0) }
        var found: [Control] = []
        for preview in previews {
            guard let presentations = preview.presentations else { continue }
            for kind in [PresentationKind.lock, .expanded] {
                let controls = presentations.content(of: kind).controls
                for (index, control) in controls.enumerated() {
                    let label = Taps.readable(control)
                    let isFirstWithLabel = controls.firstIndex { Taps.readable($0).lowercased() == label.lowercased() } == index
                    let name = !label.isEmpty && Int(label) == nil && isFirstWithLabel ? typed(label) : String(index + 1)
                    let made = { (isOn: Bool?, intent: PreparedIntent) in
                        Control(type: preview.type, kind: kind, number: index + 1, label: label, name: name, toggleIsOn: isOn, intent: intent)
                    }
                    switch control {
                    case .button(let button): found.append(made(nil, button.intent))
                    case .toggle(let toggle): found.append(made(toggle.isOn, toggle.intent))
                    default: break
                    }
                }
            }
        }
        return found
    }
}
