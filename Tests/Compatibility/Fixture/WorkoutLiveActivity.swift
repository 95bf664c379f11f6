import ActivityKit
import SwiftUI
import WidgetKit

@available(iOS 17.0, *)
struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            WorkoutLockScreenView(context: context)
                .activityBackgroundTint(nil)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.heartRate)", systemImage: "heart.fill")
                        .foregroundStyle(.red)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.startedAt, style: .timer)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    WorkoutSummaryView(context: context)
                }
            } compactLeading: {
                Image(systemName: "figure.run")
                    .foregroundColor(.green)
            } compactTrailing: {
                Text(context.state.startedAt, style: .timer)
                    .monospacedDigit()
                    .frame(maxWidth: 44)
            } minimal: {
                Image(systemName: "figure.run")
            }
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

/// The Lock Screen's view: dimmed, with the fast-changing numbers hidden, when the screen is always on.
struct WorkoutLockScreenView: View {
    let context: ActivityViewContext<WorkoutAttributes>
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.activityFamily) private var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            Text(context.state.startedAt, style: .timer)
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(colorScheme == .dark ? "RunnerNight" : "RunnerDay")
                        .resizable()
                        .scaledToFit()
                        .frame(height: 28)
                    Text(context.attributes.workoutName)
                        .font(.headline)
                    Spacer()
                    Text(context.state.startedAt, style: .timer)
                        .font(.title3.monospacedDigit())
                }
                if isLuminanceReduced {
                    Text("Heart rate hidden")
                        .foregroundStyle(.secondary)
                } else {
                    Label("\(context.state.heartRate) BPM", systemImage: "heart.fill")
                }
                WorkoutSummaryView(context: context)
            }
            .padding()
            .opacity(isLuminanceReduced ? 0.6 : 1)
            .background(
                RadialGradient(colors: [.green.opacity(0.3), .clear], center: .topLeading, startRadius: 0, endRadius: 200)
            )
        }
    }
}

/// Distance and the move goal, shown in the units the person picked in the app.
struct WorkoutSummaryView: View {
    let context: ActivityViewContext<WorkoutAttributes>
    @AppStorage("usesMiles", store: UserDefaults(suiteName: "group.com.example.workouts")) private var usesMiles = false
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @ObservedObject private var goals = WorkoutGoals()
    @State private var zones = HeartRateZones()
    @State private var showsGoal = true

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(distance)
                Spacer()
                Text("Zone \(zones.zone(for: context.state.heartRate))")
            }
            GoalRow(progress: context.state.moveGoalProgress, goal: goals.dailyDistanceInKilometers, isShown: $showsGoal)
            if renderingMode == .accented || !showsBackground {
                Text("Tinted")
            }
        }
        .font(.caption)
    }

    private var distance: String {
        let meters = Measurement(value: context.state.distanceInMeters, unit: UnitLength.meters)
        let value = usesMiles ? meters.converted(to: .miles).value : meters.converted(to: .kilometers).value
        return String(format: "%.2f %@", value, usesMiles ? "mi" : "km")
    }
}

/// The move goal's bar, hidden when the parent says so.
struct GoalRow: View {
    let progress: Double
    let goal: Double
    @Binding var isShown: Bool

    var body: some View {
        if isShown {
            HStack {
                ProgressView(value: progress) {
                    Text("Goal \(Int(goal)) km")
                }
                .tint(AngularGradient(colors: [.green, .mint, .green], center: .center))
                Text(progress, format: .percent)
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.green.opacity(0.3))
                    Capsule()
                        .fill(Color.green)
                        .frame(width: proxy.size.width * progress)
                }
            }
            .frame(height: 4)
        }
    }
}

#Preview("Lock Screen", as: .content, using: WorkoutAttributes.preview) {
    WorkoutLiveActivity()
} contentStates: {
    WorkoutAttributes.ContentState.warmingUp
}
