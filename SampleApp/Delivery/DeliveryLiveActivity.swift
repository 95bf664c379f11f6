import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// Seed 002, "Step 3: Build the Lock Screen and Dynamic Island UI", with "Step 8"'s cancel button in the
// expanded bottom region. Tapbench adds a Link to the order's help page there, and gives the Lock
// Screen the same widgetURL the island has.

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            // Lock Screen / paired-device banner
            LockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.85))
                .activitySystemActionForegroundColor(.white)
                .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber.urlSegment)"))

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.restaurantName, systemImage: "bag.fill")
                        .font(.caption.bold())
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(etaText(context.state.etaSeconds))
                        .font(.caption.monospacedDigit())
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.step.displayName)
                        .font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    HStack {
                        ProgressView(value: context.state.progress).tint(.orange)
                        Button(intent: CancelDeliveryIntent(orderID: context.attributes.orderNumber)) {
                            Label("Cancel", systemImage: "xmark.circle.fill")
                        }
                        .tint(.red)
                    }
                    Link(destination: URL(string: "delivery://order/\(context.attributes.orderNumber.urlSegment)/help")!) {
                        Label("Help", systemImage: "questionmark.circle")
                    }
                }
            } compactLeading: {
                Image(systemName: "bag.fill").foregroundStyle(.orange)
            } compactTrailing: {
                Text(etaText(context.state.etaSeconds))
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "bag.fill").foregroundStyle(.orange)
            }
            .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber.urlSegment)"))
            .keylineTint(.orange)
        }
    }

    private func etaText(_ seconds: Int) -> String {
        let minutes = max(1, seconds / 60)
        return "\(minutes)m"
    }
}

// Seed 002, "The Lock Screen Card", as printed.
struct LockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "bag.fill")
                    .font(.title2)
                    .foregroundStyle(.orange)
                VStack(alignment: .leading) {
                    Text(context.attributes.restaurantName)
                        .font(.headline)
                    Text("Order #\(context.attributes.orderNumber)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text(etaText(context.state.etaSeconds))
                    .font(.title3.monospacedDigit())
            }
            ProgressView(value: context.state.progress) {
                Text(context.state.step.displayName)
                    .font(.caption)
            }
            .tint(.orange)
        }
        .padding()
    }

    private func etaText(_ seconds: Int) -> String {
        "\(max(1, seconds / 60)) min"
    }
}

// Xcode's previews of the delivery. Tapbench reads the values they show as the type's preview values, which
// fields left out of `start` keep.
struct DeliveryLiveActivity_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DeliveryAttributes.preview
                .previewContext(.preparing, viewKind: .content)
                .previewDisplayName("Lock Screen")
            DeliveryAttributes.preview
                .previewContext(.preparing, viewKind: .dynamicIsland(.compact))
                .previewDisplayName("Compact")
            DeliveryAttributes.preview
                .previewContext(.preparing, viewKind: .dynamicIsland(.expanded))
                .previewDisplayName("Expanded")
        }
    }
}
