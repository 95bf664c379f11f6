import AppIntents
import Foundation
import SwiftUI

/// How a control looks: a toggle or a button (Apple's documentation, "ControlWidgetTemplate").
public protocol ControlWidgetTemplate {}

extension ControlWidgetTemplate {
    public func tint(_ color: Color?) -> Self { self }
}

/// Builds a configuration's template: one toggle or button.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<Template: ControlWidgetTemplate>(_ template: Template) -> Template { template }
}

/// A control that is on or off and sets its intent's `value` when flipped (Apple's documentation,
/// "ControlWidgetToggle").
///
/// ```swift
/// ControlWidgetToggle("Start Timer", isOn: value.isRunning, action: StartTimerIntent(value.name)) { isRunning in
///     Label(isRunning ? "On" : "Off", systemImage: "timer")
/// }
/// ```
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate where Action.ValueType == Bool {
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) where ValueLabel == ControlWidgetToggleDefaultLabel {}

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel) {}

    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Label == Text {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Label == Text {}
}

/// The "On" and "Off" a toggle shows when it is given no value label.
public struct ControlWidgetToggleDefaultLabel: View, Sendable {
    public var body: some View { EmptyView() }
}

/// A control that runs its intent when pressed (Apple's documentation, "ControlWidgetButton").
///
/// ```swift
/// ControlWidgetButton(action: PauseDeliveryIntent()) { Label("Pause", systemImage: "pause.fill") }
/// ```
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) {}

    public init<ActionLabel: View>(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {}

    public init(_ title: LocalizedStringResource, systemImage: String, action: Action) where Label == SwiftUI.Label {}

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: Action) where Label == SwiftUI.Label {}
}

extension View {
    /// What a control's action does, as the Action button shows it: `.controlWidgetActionHint("Start")`.
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> Self { self }
    public func controlWidgetActionHint(_ hint: Text) -> Self { self }
    /// A control's status, as Control Center shows it after a change.
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> Self { self }
    public func controlWidgetStatus(_ status: Text) -> Self { self }
}
