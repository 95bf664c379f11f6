import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// A Live Activity written as Xcode's template and Apple's "Displaying live data with Live Activities" write
// one, leaning on the modifiers, wrappers and environment values widget code uses.

struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var etaText: String
        var stopsLeft: Int
    }

    var restaurant: String
}

struct CallCourierIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Call Courier"

    func perform() async throws -> some IntentResult { .result() }
}

struct CourierLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            CourierLockScreenView(context: context)
                .activityBackgroundTint(.cyan)
                .activitySystemActionForegroundColor(.black)
                .containerBackground(Color.white, for: .widget)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bicycle")
                        .scaleEffect(1.2)
                        .offset(y: -2)
                        .overlay(alignment: .topTrailing) { Text("\(context.state.stopsLeft)") }
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.etaText)
                        .monospacedDigit()
                        .frame(width: 60, alignment: .trailing)
                        .contentTransition(.numericText())
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Button(intent: CallCourierIntent()) { Text("Call courier") }
                        .buttonStyle(.borderedProminent)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
            } compactLeading: {
                Image(systemName: "bicycle")
            } compactTrailing: {
                Text(context.state.etaText).minimumScaleFactor(0.5)
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
            .keylineTint(.cyan)
            .contentMargins(.trailing, 8, for: .expanded)
        }
    }
}

struct CourierLockScreenView: View {
    let context: ActivityViewContext<CourierAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.redactionReasons) private var redactionReasons
    @State private var showsStops = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(context.attributes.restaurant)
                    .font(.headline)
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
                    .layoutPriority(1)
                Spacer()
                Text(context.state.etaText)
                    .padding(.horizontal, 6)
                    .background(.orange, in: TicketShape())
                    .contentTransition(.numericText())
                    .id(context.state.etaText)
                    .transition(.opacity)
                    .animation(.easeInOut, value: context.state.etaText)
            }
            if showsStops && !isLuminanceReduced {
                Text("\(context.state.stopsLeft) stops before yours")
                    .multilineTextAlignment(.leading)
                    .privacySensitive()
                    .background { TicketShape() }
            }
            Text(summary)
                .invalidatableContent()
                .redacted(reason: redactionReasons)
                .onChange(of: context.state.etaText) { _, _ in }
                .onChange(of: context.state.stopsLeft) { _ in }
                .task {}
                .accessibilityElement(children: .combine)
            Button(intent: CallCourierIntent()) { Text("Call courier") }
                .buttonStyle(PillButtonStyle())
                .labelsHidden()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .opacity(isLuminanceReduced ? 0.6 : 1)
        .cornerRadius(12)
        .clipShape(TicketShape())
        .widgetAccentable()
        .onAppear {}
    }

    private var summary: String {
        [
            colorScheme == .light ? "light" : "dark", activityFamily == .medium ? "medium" : "small",
            renderingMode == .fullColor ? "full colour" : "tinted", showsBackground ? "with background" : "bare",
        ].joined(separator: ", ")
    }
}

/// A button look of the widget's own.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(.orange, in: TicketShape())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A shape of the widget's own, for clipping and backgrounds.
struct TicketShape: Shape {
    var body: some View { EmptyView() }
}
