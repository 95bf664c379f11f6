import AppIntents
import Foundation
import SwiftUI
@testable import TapbenchWidgetBundleFixture
import Testing
import WidgetKit

/// A widget extension that declares Control Center controls (iOS 18) beside a Home Screen widget and its
/// Live Activity, as Apple's "Creating controls to perform actions across the system" writes them: they
/// compile, and reading the bundle skips them, as it skips Home Screen widgets.
@Suite("Control Center controls beside Live Activities")
struct ControlWidgetTests {
    struct OvenLightIntent: SetValueIntent {
        static let title: LocalizedStringResource = "Oven light"
        @Parameter(title: "On") var value: Bool
        func perform() async throws -> some IntentResult { .result() }
    }

    struct CallStoreIntent: AppIntent {
        static let title: LocalizedStringResource = "Call the store"
        func perform() async throws -> some IntentResult { .result() }
    }

    struct StoreConfiguration: ControlConfigurationIntent {
        static let title: LocalizedStringResource = "Store"
        @Parameter(title: "Store", default: "Main Street") var store: String
    }

    struct OvenLightProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }

    struct StoreStatus {
        var isOpen: Bool
        var name: String
    }

    struct StoreStatusProvider: AppIntentControlValueProvider {
        func previewValue(configuration: StoreConfiguration) -> StoreStatus { StoreStatus(isOpen: true, name: configuration.store) }
        func currentValue(configuration: StoreConfiguration) async throws -> StoreStatus { StoreStatus(isOpen: false, name: configuration.store) }
    }

    struct OvenLightControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "OvenLight", provider: OvenLightProvider()) { isOn in
                ControlWidgetToggle("Oven light", isOn: isOn, action: OvenLightIntent()) { isOn in
                    Label(isOn ? "On" : "Off", systemImage: "lightbulb")
                }
                .tint(.orange)
            }
            .displayName("Oven light")
            .description("Turns the oven light on and off.")
        }
    }

    struct CallStoreControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "CallStore") {
                ControlWidgetButton(action: CallStoreIntent()) {
                    Label("Call", systemImage: "phone.fill").controlWidgetActionHint("Call")
                }
            }
        }
    }

    struct StoreStatusControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            AppIntentControlConfiguration(kind: "StoreStatus", provider: StoreStatusProvider()) { status in
                ControlWidgetToggle(isOn: status.isOpen, action: OvenLightIntent()) {
                    Text(status.name)
                } valueLabel: { isOpen in
                    Text(isOpen ? "Open" : "Closed")
                }
            }
            .promptsForUserConfiguration()
        }
    }

    struct PizzaShopWidgets: WidgetBundle {
        var body: some Widget {
            OvenLightControl()
            HomeScreenWidgetTests.MenuSpecialWidget()
            CallStoreControl()
            PizzaDeliveryLiveActivity()
            StoreStatusControl()
        }
    }

    struct ControlsOnly: WidgetBundle {
        var body: some Widget {
            OvenLightControl()
            CallStoreControl()
        }
    }

    @Test("reading a bundle that mixes controls, a Home Screen widget and a Live Activity finds only the Live Activity")
    func onlyLiveActivities() {
        #expect(liveActivities(declaredBy: PizzaShopWidgets.self).map(\.widgetName) == ["PizzaDeliveryLiveActivity"])
        #expect(liveActivities(declaredBy: ControlsOnly.self).map(\.widgetName) == [])
    }
}
