import AppIntents
import Foundation
import SwiftUI
@testable import TapbenchWidgetBundleFixture
import Testing
import WidgetKit

/// A widget extension that declares Home Screen widgets beside its Live Activities, as Xcode's widget
/// extension template writes them: they compile, and reading the bundle skips them.
@Suite("Home Screen widgets beside Live Activities")
struct HomeScreenWidgetTests {
    struct MenuEntry: TimelineEntry {
        let date: Date
        let special: String
    }

    struct MenuProvider: TimelineProvider {
        func placeholder(in context: Context) -> MenuEntry { MenuEntry(date: Date(), special: "Margherita") }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (MenuEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<MenuEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(3600))))
        }
    }

    struct SelectDishIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Select Dish"
        @Parameter(title: "Dish") var dish: String?
    }

    struct DishProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> MenuEntry { MenuEntry(date: Date(), special: "Diavola") }
        func snapshot(for configuration: SelectDishIntent, in context: Context) async -> MenuEntry { placeholder(in: context) }
        func timeline(for configuration: SelectDishIntent, in context: Context) async -> Timeline<MenuEntry> {
            Timeline(entries: [placeholder(in: context)], policy: .atEnd)
        }
    }

    struct MenuWidgetView: View {
        @Environment(\.widgetFamily) var family
        let entry: MenuEntry
        var body: some View { Text(family == .systemSmall ? entry.special : "Today: \(entry.special)") }
    }

    struct MenuSpecialWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "MenuSpecial", provider: MenuProvider()) { entry in MenuWidgetView(entry: entry) }
                .configurationDisplayName("Today's special")
                .description("The pizza of the day.")
                .supportedFamilies([.systemSmall, .accessoryRectangular])
                .contentMarginsDisabled()
        }
    }

    struct DishWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "Dish", intent: SelectDishIntent.self, provider: DishProvider()) { entry in MenuWidgetView(entry: entry) }
        }
    }

    struct PizzaShopWidgets: WidgetBundle {
        var body: some Widget {
            MenuSpecialWidget()
            DishWidget()
            PizzaDeliveryLiveActivity()
        }
    }

    @Test("reading a bundle with a static and a configurable Home Screen widget finds only its Live Activity")
    func onlyLiveActivities() {
        #expect(liveActivities(declaredBy: PizzaShopWidgets.self).map(\.widgetName) == ["PizzaDeliveryLiveActivity"])
        #expect(String(describing: MenuWidgetView(entry: MenuEntry(date: Date(), special: "Margherita"))._evaluated) == String(describing: Text("Margherita")._evaluated))
    }

    @Test("app code reloads widget timelines and controls as it does on iOS (\"WidgetCenter\", \"ControlCenter\"); the bench places no widget, so none is reported")
    func reloading() async throws {
        WidgetCenter.shared.reloadTimelines(ofKind: "Menu")
        WidgetCenter.shared.reloadAllTimelines()
        ControlCenter.shared.reloadControls(ofKind: "com.example.pizza.oven")
        #expect(try await WidgetCenter.shared.currentConfigurations() == [])
        let reported = await withCheckedContinuation { continuation in
            WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: (try? $0.get())?.map(\.kind)) }
        }
        #expect(reported == [])
    }
}
