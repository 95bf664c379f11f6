import AppIntents
import TapbenchCore

// On iOS 17, `Button(intent:)` and `Toggle(isOn:intent:)` are SwiftUI's, from the overlay it gains
// alongside AppIntents; here SwiftUI depends on AppIntents directly.

/// A button that runs an App Intent. In a Live Activity it works on the Lock Screen and in the expanded
/// presentation; the intent must be a `LiveActivityIntent` to run in the app (seed 002).
public struct Button: View, PrimitiveView {
    let node: ViewNode

    public init<Intent: AppIntent, Label: View>(intent: Intent, @ViewBuilder label: () -> Label) {
        node = .button(ViewNode.Button(intent: PreparedIntent(intent), label: evaluate(label())))
    }

    public init<Intent: AppIntent>(_ title: String, intent: Intent) {
        node = .button(ViewNode.Button(intent: PreparedIntent(intent), label: .text(title)))
    }
}

/// A toggle that runs an App Intent: a tap shows the new value at once, then the intent runs with its
/// `value` set to it, when it is a `SetValueIntent` (seed 002).
public struct Toggle: View, PrimitiveView {
    let node: ViewNode

    public init<Intent: AppIntent, Label: View>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        node = .toggle(
            ViewNode.Toggle(isOn: isOn, intent: PreparedIntent(intent), label: evaluate(label())) { newValue in
                PreparedIntent(intent, value: newValue)
            })
    }

    public init<Intent: AppIntent>(_ title: String, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

/// A deep link; in a Live Activity, only the expanded presentation honours it (seed 000).
public struct Link: View, PrimitiveView {
    let node: ViewNode

    public init<Label: View>(destination: URL, @ViewBuilder label: () -> Label) {
        node = .link(ViewNode.Link(destination: destination.absoluteString, label: evaluate(label())))
    }

    public init(_ title: String, destination: URL) {
        node = .link(ViewNode.Link(destination: destination.absoluteString, label: .text(title)))
    }
}
