import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelDeliveryAttributes.self) { context in
            ParcelLockScreenView(context: context)
                .activityBackgroundTint(Color.cyan.opacity(0.2))
                .activitySystemActionForegroundColor(Color.indigo)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label {
                        Text("\(context.state.stopsAway) stops")
                    } icon: {
                        Image(systemName: "shippingbox.fill")
                            .foregroundColor(.indigo)
                    }
                    .font(.title2)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.deliveryWindow, countsDown: true)
                        .multilineTextAlignment(.trailing)
                        .frame(width: 50)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.courierName)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 4) {
                        ProgressView(timerInterval: context.state.deliveryWindow, countsDown: false) {
                            Text(context.state.stage.title)
                        }
                        .tint(.accentColor)
                        Link(destination: URL(string: "parcels://track/\(context.attributes.trackingNumber)/map")!) {
                            Label("Map", systemImage: "map")
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
                    .foregroundColor(.indigo)
            } compactTrailing: {
                Text(timerInterval: context.state.deliveryWindow, countsDown: true)
                    .monospacedDigit()
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "shippingbox.fill")
                    .foregroundStyle(.indigo)
            }
            .widgetURL(URL(string: "parcels://track/\(context.attributes.trackingNumber)"))
            .keylineTint(.indigo)
        }
    }
}

/// The Lock Screen banner: who brings it, when, and a bar filling up as the window passes.
struct ParcelLockScreenView: View {
    let context: ActivityViewContext<ParcelDeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .center) {
                ZStack {
                    Circle()
                        .fill(LinearGradient(colors: [.cyan, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
                    Image(systemName: "shippingbox.fill")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: 18, height: 18)
                        .foregroundColor(.white)
                }
                .frame(width: 36, height: 36)
                VStack(alignment: .leading) {
                    Text(context.attributes.courierName)
                        .font(.headline)
                    Text(context.state.stage.title)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
                Spacer()
                Text(timerInterval: context.state.deliveryWindow, countsDown: true)
                    .font(.title2.monospacedDigit())
                    .frame(width: 70)
            }
            ProgressView(timerInterval: context.state.deliveryWindow, countsDown: false)
                .tint(Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 1))
            HStack {
                Text(context.state.deliveryWindow)
                Spacer()
                Text(context.state.deliveryWindow.upperBound, style: .date)
            }
            .font(.caption)
            HStack {
                Text(context.state.deliveryWindow.upperBound, style: .relative)
                Spacer()
                Text(context.state.weightInKilograms, format: .number.precision(.fractionLength(1)))
                Text("kg")
            }
            .font(.caption2)
        }
        .padding()
        .background(.ultraThinMaterial)
    }
}
