import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// A Live Activity written as Xcode's Live Activity template and Apple's "Displaying live data with Live
// Activities" write one, using the shapes, colours, images and views a real widget extension uses.

struct ChargingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var percent: Double
        var minutesLeft: Int
        var connectors: [String]
    }

    var stationName: String
}

struct Connector: Identifiable {
    let id: Int
    let name: String
}

struct ChargingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ChargingAttributes.self) { context in
            // Lock screen/banner UI goes here
            VStack {
                HStack {
                    Label {
                        Text(context.attributes.stationName)
                    } icon: {
                        Image("StationLogo")
                            .resizable()
                            .renderingMode(.original)
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 24, height: 24)
                    }
                    Spacer(minLength: 8)
                    Gauge(value: context.state.percent, in: 0...100) {
                        Image(systemName: "bolt.car")
                    } currentValueLabel: {
                        Text("\(Int(context.state.percent))%")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                }
                ZStack {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing))
                    Text("\(context.state.minutesLeft) min left")
                }
                Divider()
                HStack {
                    ForEach(context.state.connectors, id: \.self) { connector in
                        Text(connector)
                    }
                }
                Button {
                } label: {
                    Label("Stop", systemImage: "stop.fill")
                }
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.1, green: 0.1, blue: 0.12))
            .activitySystemActionForegroundColor(Color.accentColor)
        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bolt.car.fill")
                        .symbolRenderingMode(.hierarchical)
                        .imageScale(.large)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ViewThatFits(in: .horizontal) {
                        Text("\(context.state.minutesLeft) minutes left")
                        Text("\(context.state.minutesLeft)m")
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    GeometryReader { geometry in
                        ZStack(alignment: .leading) {
                            Capsule().fill(.ultraThinMaterial)
                            Capsule()
                                .fill(Color.green.gradient)
                                .frame(width: geometry.size.width * context.state.percent / 100)
                        }
                    }
                    Group {
                        ForEach(0..<2) { index in
                            Text("Bay \(index + 1)")
                        }
                        Button("Refresh") {}
                    }
                }
            } compactLeading: {
                Image(systemName: "bolt.car")
            } compactTrailing: {
                Text("\(Int(context.state.percent))%")
            } minimal: {
                ZStack {
                    Circle().stroke(Color(white: 0.3), lineWidth: 3)
                    Circle()
                        .trim(from: 0, to: context.state.percent / 100)
                        .stroke(AngularGradient(colors: [.green, .yellow], center: .center), style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    Text("\(Int(context.state.percent))")
                }
            }
            .widgetURL(URL(string: "charging://session"))
            .keylineTint(Color.red)
        }
    }
}

/// Views found in real widgets beyond the charging one: an `Identifiable` `ForEach`, a label whose icon is
/// a shape, a gauge with no current value label, and backgrounds of every kind.
struct ConnectorList: View {
    let connectors: [Connector]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(connectors) { connector in
                Label {
                    Text(connector.name)
                } icon: {
                    Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 6))
                }
            }
            Gauge(value: 0.25) {
                Text("Queue")
            }
            Label("Pickup", image: "StoreIcon")
            Rectangle().fill(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1)).frame(height: 1)
            ContainerRelativeShape().inset(by: 4).strokeBorder(Color("Brand", bundle: .main), lineWidth: 1)
            Text("Fast charging").background(.thinMaterial)
            EmptyView()
        }
        .background(AngularGradient(gradient: Gradient(stops: [.init(color: .cyan, location: 0), .init(color: .indigo, location: 1)]), center: .center, angle: .degrees(90)))
    }
}

/// A shape of the app's own, as timers and charge rings draw one.
struct ChargeWedge: Shape {
    var fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center, radius: rect.width / 2, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// Foreground and background styles beyond the colours: levels of emphasis, the tint, clear.
struct StyledRow: View {
    var body: some View {
        HStack {
            Image(systemName: "wifi", variableValue: 0.6).foregroundStyle(.tertiary)
            Text("Bay 4").foregroundStyle(.tint)
            Text("Idle").foregroundStyle(.quaternary).background(.clear)
        }
    }
}
