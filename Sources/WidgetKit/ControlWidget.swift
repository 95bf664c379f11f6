import AppIntents
import Foundation
import SwiftUI

// Control Center controls (iOS 18), which widget extensions declare beside their widgets and Live Activities.
// The bench runs Live Activities only: controls compile as written, and a bundle's reading skips them, as it
// skips Home Screen widgets.

/// A control for Control Center, the Lock Screen or the Action button (Apple's documentation, "ControlWidget").
///
/// ```swift
/// struct PauseDeliveryControl: ControlWidget {
///     var body: some ControlWidgetConfiguration {
///         StaticControlConfiguration(kind: "PauseDelivery") {
///             ControlWidgetButton(action: PauseDeliveryIntent()) { Label("Pause", systemImage: "pause.fill") }
///         }
///         .displayName("Pause delivery")
///     }
/// }
/// ```
public protocol ControlWidget: SendableMetatype {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control shows and does: `StaticControlConfiguration` or `AppIntentControlConfiguration`.
public protocol ControlWidgetConfiguration {}

extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> Self { self }
    public func description(_ description: LocalizedStringResource) -> Self { self }
    public func promptsForUserConfiguration() -> Self { self }
    public func disablesControlStateCaching() -> Self { self }
}

/// Builds a control's `body`: one configuration.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<Configuration: ControlWidgetConfiguration>(_ configuration: Configuration) -> Configuration { configuration }
}

/// A control with no configuration, its value given by a provider or fixed.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {}

    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {}
}

/// A control a person configures with an intent's parameters: `AppIntentControlConfiguration(kind:provider:) { value in … }`.
public struct AppIntentControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, intent: Provider.Intent.Type = Provider.Intent.self, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {}
}

/// Gives a static control its value.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// Gives a configurable control its value, for the parameters a person chose.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Intent: ControlConfigurationIntent
    func previewValue(configuration: Intent) -> Value
    func currentValue(configuration: Intent) async throws -> Value
}

extension WidgetBundleBuilder {
    /// A control listed in a bundle among its widgets: it stands for no widget the bench reads.
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> WidgetList { WidgetList() }
}
