import AppIntents
import TapbenchCore
import TapbenchTestSupport
import Testing

/// An intent as Apple's "Integrating actions with Siri and Apple Intelligence" writes one: it answers
/// with a dialog.
struct CountOrdersIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Orders"
    static let openAppWhenRun = false

    @Parameter(title: "Orders")
    var orders: Int

    init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "You have \(orders) orders")
    }
}

/// An intent whose result carries a value, and one with a dialog too ("ReturnsValue").
struct RemainingStopsIntent: AppIntent {
    static let title: LocalizedStringResource = "Remaining Stops"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: 4)
    }
}

struct NextStopIntent: AppIntent {
    static let title: LocalizedStringResource = "Next Stop"

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        .result(value: "Colorado Blvd", dialog: "Next: Colorado Blvd")
    }
}

/// An intent that hands over to another one ("OpensIntent").
struct ReorderIntent: AppIntent {
    static let title: LocalizedStringResource = "Reorder"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: CountOrdersIntent())
    }
}

/// An intent that needs the app in the foreground ("ForegroundContinuableIntent").
struct EditOrderIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Edit Order"

    @Parameter(title: "Order")
    var orderID: String?

    func perform() async throws -> some IntentResult {
        guard orderID != nil else { throw needsToContinueInForegroundError("Open the app to edit the order") }
        return .result()
    }
}

/// A configurable widget's parameters ("WidgetConfigurationIntent").
struct SelectStoreIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Store"

    @Parameter(title: "Store")
    var store: String?
}

/// The app's shortcuts, as Apple's "AppShortcutsProvider" writes them.
struct OrderShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: CountOrdersIntent(), phrases: ["How many orders in \(.applicationName)", "Count my orders"], shortTitle: "Count Orders", systemImageName: "number")
        AppShortcut(intent: ReorderIntent(), phrases: ["Reorder with \(.applicationName)"], shortTitle: "Reorder", systemImageName: "arrow.clockwise")
    }

    static let shortcutTileColor = ShortcutTileColor.orange
}

@Suite("AppIntents extras")
struct AppIntentsExtrasTests {
    let device = Device.sample()

    func outcome<Intent: AppIntent>(of intent: Intent) async -> IntentReport.Outcome {
        await IntentRunner(device: device).run(PreparedIntent(intent)).report.outcome
    }

    @Test("a ProvidesDialog result's dialog is the run's outcome (Apple, \"ProvidesDialog\")")
    func dialogIsTheOutcome() async {
        let intent = CountOrdersIntent()
        intent.orders = 3
        #expect(await outcome(of: intent) == .returned(.string("You have 3 orders")))
    }

    @Test("a ReturnsValue result's value is the run's outcome, with or without a dialog (Apple, \"ReturnsValue\")")
    func valueIsTheOutcome() async {
        #expect(await outcome(of: RemainingStopsIntent()) == .returned(4))
        #expect(await outcome(of: NextStopIntent()) == .returned(.string("Colorado Blvd")))
    }

    @Test("OpensIntent runs only the intent itself; ForegroundContinuableIntent's request ends the run with its dialog")
    func opensAndForegroundContinuable() async {
        #expect(await outcome(of: ReorderIntent()) == .returned(nil))
        #expect(await outcome(of: EditOrderIntent()) == .threw("needs to continue in the foreground: Open the app to edit the order"))
        #expect(await outcome(of: SelectStoreIntent()) == .returned(nil))
        #expect([ReorderIntent.openAppWhenRun, CountOrdersIntent.openAppWhenRun, EditOrderIntent.openAppWhenRun] == [true, false, false])
    }

    @Test("AppShortcutsProvider's builder keeps each shortcut with its phrases, the app's name as ${applicationName}")
    func appShortcuts() {
        let shortcuts = OrderShortcuts.appShortcuts
        #expect(shortcuts.map(\.intentName) == ["CountOrdersIntent", "ReorderIntent"])
        #expect(shortcuts.map(\.phrases) == [["How many orders in ${applicationName}", "Count my orders"], ["Reorder with ${applicationName}"]])
        #expect(shortcuts.map(\.shortTitle.key) == ["Count Orders", "Reorder"])
        #expect(shortcuts.map(\.systemImageName) == ["number", "arrow.clockwise"])
        #expect(OrderShortcuts.shortcutTileColor == .orange)
    }
}
