import AppIntents
import SwiftUI
import Testing

/// Views and modifiers that public Live Activity apps use on their screens and in their widgets, written as
/// those apps write them: a `Picker` and its styles, `onGeometryChange(for:of:action:)` (Apple's documentation,
/// "onGeometryChange(for:of:action:)"), `ContentUnavailableView`, a colour made from a custom colour
/// ("init(_:)" of Color) and the `.fill` styles ("FillShapeStyle").
@Suite("Screen views")
struct ScreenViewsTests {
    enum Palette {
        static let accent = Color("AccentColor")
    }

    struct DurationPicker: View {
        @State private var minutes = 1
        var body: some View {
            VStack {
                Picker("Select Duration", selection: $minutes) {
                    ForEach(1...3, id: \.self) { minute in Text("\(minute) min").tag(minute) }
                }
                .labelsHidden()
                .pickerStyle(.menu)
                Picker(selection: $minutes) {
                    Text("Short").tag(1)
                } label: {
                    Text("Length")
                }
                .pickerStyle(.segmented)
            }
        }
    }

    struct ProgressIndicator: View {
        @State private var width: CGFloat = 0
        let progress: Double
        var body: some View {
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: 4)
                    .fill(.fill.tertiary)
                    .onGeometryChange(for: CGFloat.self, of: { geometry in geometry.size.width }) { width = $0 }
                    .frame(height: 8)
                    .frame(maxWidth: .infinity)
                Text("\(Int(progress * 100))%")
                    .background(Color(Palette.accent))
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { old, new in width = new - old }
            }
        }
    }

    @Test("a picker draws as its label, whatever its options and style: a rendered view takes no input but through intents")
    func pickers() {
        #expect(lockScreenPicture(of: DurationPicker()) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ Select Duration                      │",
            "│ Length                               │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("onGeometryChange runs neither closure, and fills, custom colours and unbounded frames change nothing drawn")
    func geometryAndStyles() {
        #expect(lockScreenPicture(of: ProgressIndicator(progress: 0.4)) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ 40%                                  │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("ContentUnavailableView draws its label, then its description and actions, one under the other")
    func contentUnavailable() {
        let empty = ContentUnavailableView {
            Image(systemName: "stopwatch")
            Text("Start tracking projects.")
        }
        #expect(lockScreenPicture(of: empty) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ (stopwatch)                          │",
            "│ Start tracking projects.             │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
        let titled = ContentUnavailableView("No deliveries", systemImage: "box.truck", description: Text("Order to follow it here."))
        #expect(lockScreenPicture(of: titled) == [
            "╭─ #1 Order · Lock Screen ─────────────╮",
            "│ (box.truck) No deliveries            │",
            "│ Order to follow it here.             │",
            "╰──────────────────────────────────────╯",
            "tap elsewhere → opens the app with",
            "  NSUserActivityTypeLiveActivity",
        ])
    }

    @Test("a colour made from a custom colour is that colour")
    func customColour() {
        #expect(Color(Palette.accent) == Palette.accent)
        #expect(Color(Color.orange.secondary) == Color.orange)
    }
}
