import Foundation
import SwiftUI
import TapbenchCore
import Testing
@testable import TapbenchWidgetBundleFixture
import WidgetKit

/// The values an app's `#Preview`s of Live Activities show (Apple's documentation,
/// "Preview(_:as:using:widget:contentStates:)"), read with nothing naming them.
@Suite("#Preview")
struct MacroPreviewTests {
    @Test("#Preview of a Live Activity gives its attributes and each state once, in the order the previews show them")
    func liveActivityPreviews() throws {
        let pizza = declaredActivityPreviews().filter { $0.attributesTypeName == "PizzaDeliveryAttributes" }
        #expect(try pizza.map(Shown.init) == [
            Shown(type: "PizzaDeliveryAttributes", attributes: ["orderNumber": "P-14", "pizzas": ["Quattro Formaggi"]], states: [
                ["stage": "delivering", "minutesLeft": 5], ["stage": "cooking", "minutesLeft": 25], ["stage": "delivering", "minutesLeft": 3],
            ])
        ])
    }

    @Test("previews of views and of Home Screen widgets, at file scope and inside a type, with attributes, comments and the macro's name in a string, compile and show no Live Activity")
    func otherPreviews() {
        let kitchen = Preview.declared().filter { $0.displayName?.hasPrefix("Kitchen") ?? false }
        #expect(kitchen.map(\.displayName) == ["Kitchen menu", "Kitchen clock", "Kitchen badge", "Kitchen timeline", "Kitchen note"])
        #expect(kitchen.allSatisfy { $0.content == nil })
    }
}

struct KitchenMenu: View {
    var body: some View {
        Text("Margherita")
    }
}

#Preview("Kitchen menu") {
    KitchenMenu()
    Text("Quattro Formaggi")
}

#Preview("Kitchen clock", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text(Date(timeIntervalSinceReferenceDate: 0), style: .time)
}

enum KitchenBadge {
    #Preview("Kitchen badge") {
        Text("3")
    }
}

struct KitchenEntry: TimelineEntry {
    let date: Date
    let ovens: Int
}

struct KitchenProvider: TimelineProvider {
    func placeholder(in context: Context) -> KitchenEntry { KitchenEntry(date: .now, ovens: 1) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (KitchenEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<KitchenEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct KitchenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Kitchen", provider: KitchenProvider()) { entry in
            Text("\(entry.ovens) ovens")
        }
    }
}

#Preview("Kitchen timeline", as: .systemSmall) {
    KitchenWidget()
} timeline: {
    KitchenEntry(date: .now, ovens: 2)
    KitchenEntry(date: .now, ovens: 3)
}

#Preview(as: .systemMedium) {
    KitchenWidget()
} timelineProvider: {
    KitchenProvider()
}

@available(iOS 17.0, *)
#Preview("Kitchen note") { // what the pass shows
    Text("#Preview") /* a string, not the macro */
} // the expansion's text ends at the brace, before this comment
