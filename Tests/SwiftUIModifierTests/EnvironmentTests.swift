import SwiftUI
import Testing
import WidgetKit

/// `@Environment` reads what an iPhone shows a Live Activity with, and what `.environment(_:_:)` sets.
@Suite("Environment")
struct EnvironmentTests {
    @Test("every value starts as on an iPhone: light, not dimmed, large text, medium family, full colour, with background, unredacted")
    func defaults() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .light)
        #expect(values.isLuminanceReduced == false)
        #expect(values.dynamicTypeSize == .large)
        #expect(values.activityFamily == .medium)
        #expect(values.widgetRenderingMode == .fullColor)
        #expect(values.showsWidgetContainerBackground == true)
        #expect(values.redactionReasons == [])
        #expect(values.locale.identifier == "en_US")
        #expect(values.timeZone.secondsFromGMT() == 0)
        #expect(values.calendar.identifier == .gregorian)
        #expect(values.calendar.timeZone == values.timeZone)
        #expect(values[CourierColourKey.self] == "orange")
    }

    @Test("a view reads the defaults, and what .environment sets for the views its body builds")
    func setValues() {
        #expect(ETAView()._evaluated.readableText == "12 min, light, large, orange")
        #expect(
            ETAView().environment(\.isLuminanceReduced, true).environment(\.colorScheme, .dark).environment(\.dynamicTypeSize, .accessibility2)
                ._evaluated.readableText == "12, dark, accessibility, orange")
        #expect(ETAView().environment(\.courierColour, "teal")._evaluated.readableText == "12 min, light, large, teal")
        #expect(ETARow().environment(\.colorScheme, .dark)._evaluated.readableText == "ETA 12 min, dark, large, orange")
    }
}

private struct ETAView: View {
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.courierColour) private var courierColour

    var body: some View {
        Text(
            [
                isLuminanceReduced ? "12" : "12 min", colorScheme == .dark ? "dark" : "light",
                dynamicTypeSize.isAccessibilitySize ? "accessibility" : "large", courierColour,
            ].joined(separator: ", "))
    }
}

private struct ETARow: View {
    var body: some View {
        HStack {
            Text("ETA")
            ETAView()
        }
    }
}

private struct CourierColourKey: EnvironmentKey {
    static let defaultValue = "orange"
}

extension EnvironmentValues {
    fileprivate var courierColour: String {
        get { self[CourierColourKey.self] }
        set { self[CourierColourKey.self] = newValue }
    }
}
