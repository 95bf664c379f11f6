import SwiftUI
import Testing

/// `@AppStorage` reads the app group's `UserDefaults` afresh each time, as a widget reads what its app wrote.
@Suite("App storage")
struct AppStorageTests {
    @Test("a view reads each type its store holds, its defaults where the store has none, and writes back")
    func readsAndWrites() throws {
        let suite = "SwiftUIModifierTests.AppStorageTests"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }

        let view = CourierSettingsView(store: store)
        #expect(view._evaluated.readableText == "true 3 1.5 Sam km https://example.com/help")

        store.set(false, forKey: "showsCourier")
        store.set(5, forKey: "stopsShown")
        store.set(2.5, forKey: "zoom")
        store.set("Ana", forKey: "courierName")
        store.set("mi", forKey: "unit")
        store.set("https://example.com/faq", forKey: "helpURL")
        #expect(view._evaluated.readableText == "false 5 2.5 Ana mi https://example.com/faq")

        store.set("furlongs", forKey: "unit")
        store.set("three", forKey: "stopsShown")
        #expect(view._evaluated.readableText == "false 3 2.5 Ana km https://example.com/faq")

        view.unit = .miles
        view.$stopsShown.wrappedValue = 9
        #expect(store.string(forKey: "unit") == "mi")
        #expect(store.integer(forKey: "stopsShown") == 9)
    }
}

private enum DistanceUnit: String {
    case kilometres = "km"
    case miles = "mi"
}

private struct CourierSettingsView: View {
    @AppStorage var showsCourier: Bool
    @AppStorage var stopsShown: Int
    @AppStorage var zoom: Double
    @AppStorage var courierName: String
    @AppStorage var unit: DistanceUnit
    @AppStorage var helpURL: URL

    init(store: UserDefaults) {
        _showsCourier = AppStorage(wrappedValue: true, "showsCourier", store: store)
        _stopsShown = AppStorage(wrappedValue: 3, "stopsShown", store: store)
        _zoom = AppStorage(wrappedValue: 1.5, "zoom", store: store)
        _courierName = AppStorage(wrappedValue: "Sam", "courierName", store: store)
        _unit = AppStorage(wrappedValue: .kilometres, "unit", store: store)
        _helpURL = AppStorage(wrappedValue: URL(string: "https://example.com/help")!, "helpURL", store: store)
    }

    var body: some View {
        Text("\(showsCourier) \(stopsShown) \(zoom) \(courierName) \(unit.rawValue) \(helpURL.absoluteString)")
    }
}
