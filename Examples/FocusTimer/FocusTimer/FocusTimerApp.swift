import SwiftUI

@main
struct FocusTimerApp: App {
    @State private var openedSession: String?

    var body: some Scene {
        WindowGroup {
            ContentView(openedSession: $openedSession)
                .onOpenURL { url in
                    openedSession = url.host == "session" ? url.pathComponents.last : nil
                }
        }
    }
}

/// Start a session; a link from the Live Activity opens the one it shows.
struct ContentView: View {
    @Binding var openedSession: String?
    @State private var name = "Deep Work"
    @State private var minutes = 25

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Stepper("\(minutes) minutes", value: $minutes, in: 5...120, step: 5)
                Button("Start") {
                    try? FocusSessions.start(name: name, minutes: minutes)
                }
                Button("Stop all", role: .destructive) {
                    Task { await FocusSessions.stopAll() }
                }
            }
            .navigationTitle(openedSession ?? "Focus Timer")
        }
    }
}
