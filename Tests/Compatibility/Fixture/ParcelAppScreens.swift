import SwiftUI

/// The app's own entry point and first screen, as an iOS project writes them. Not `@main` here: the fixture is a
/// widget extension, and a bench leaves the app's `@main` file out.
struct ParcelsApp: App {
    @StateObject private var model = ParcelListModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            ParcelListScreen(model: model)
                .preferredColorScheme(.light)
                .onOpenURL { url in model.track(url.lastPathComponent) }
        }
    }
}

struct ParcelListScreen: View {
    @ObservedObject var model: ParcelListModel

    var body: some View {
        NavigationStack {
            List(model.trackingNumbers, id: \.self) { number in
                Text(number)
            }
            .navigationTitle("Parcels")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Track") { model.track("PK-4471") }
                        .buttonBorderShape(.roundedRectangle(radius: 8))
                }
            }
        }
    }
}

struct ParcelListScreen_Previews: PreviewProvider {
    static var previews: some View {
        ParcelListScreen(model: ParcelListModel())
            .previewDevice("iPhone 15 Pro")
    }
}
