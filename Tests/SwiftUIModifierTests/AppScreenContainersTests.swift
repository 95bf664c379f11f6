import SwiftUI
import Testing

/// An app's own screen as public Live Activity apps write one: a navigation stack over a list of sections, a
/// toolbar, an alert, a sheet, a search field, pull to refresh and a remote image (Apple's SwiftUI documentation
/// for each). It compiles as written, and evaluates to its words in order.
@Suite("App screen containers")
struct AppScreenContainersTests {
    @Test("NavigationStack, List, Section, Form, ScrollView, TabView, NavigationLink, toolbars, alerts, sheets, searchable, refreshable, ignoresSafeArea and AsyncImage compile, and the screen reads in order")
    func screenReadsInOrder() {
        let screen = OrdersScreen(orders: [Order(id: "A-7189", restaurant: "Tonkotsu"), Order(id: "B-2040", restaurant: "Noodle Bar")])
        #expect(screen._evaluated.readableText == "Active Tonkotsu Noodle Bar Tap an order to track it Settings Notifications Help")
    }

    @Test("a button's action is a closure that uses the view's state, or a @MainActor method passed by name, as on iOS")
    @MainActor
    func buttonActions() {
        let model = OrdersModel()
        let view = RefreshBar(model: model)
        #expect(view._evaluated.readableText == "Refresh Refresh Reset")
    }
}

@MainActor
private final class OrdersModel {
    var refreshed = 0
    func refresh() { refreshed += 1 }
}

private struct RefreshBar: View {
    let model: OrdersModel
    @State private var count = 0

    var body: some View {
        HStack {
            Button("Refresh", action: model.refresh)
            Button("Refresh") { model.refresh() }
            Button("Reset") { count = 0 }
        }
    }
}

private struct Order: Identifiable {
    let id: String
    let restaurant: String
}

private struct OrdersScreen: View {
    let orders: [Order]
    @State private var showsHelp = false
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(orders) { order in
                        NavigationLink(order.restaurant) { Text(order.id) }
                    }
                } header: {
                    Text("Active")
                } footer: {
                    Text("Tap an order to track it")
                }
            }
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) { Button("Help") { showsHelp = true } }
            }
            .searchable(text: $query, prompt: "Restaurant")
            .refreshable {}
            .alert("Order cancelled", isPresented: $showsHelp) { Button("OK") {} } message: { Text("Refunded") }
            .sheet(isPresented: $showsHelp) { Text("Help") }
            TabView {
                Form { Section("Settings") { Text("Notifications") } }
                ScrollView(.vertical) {
                    AsyncImage(url: URL(string: "https://example.com/map.png")) { image in image } placeholder: { Text("Help") }
                }
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }
}
