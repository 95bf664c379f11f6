import TapbenchCommands
import Foundation
import TapbenchCore

/// Three realistic activities, evaluated at the device's virtual time 2026-04-25 01:15:00 UTC.
enum Fixtures {
    static let now = Date(timeIntervalSince1970: 1_777_079_700)

    /// The REPL's clock: the time of day in UTC, `01:15:00`.
    static let time: @Sendable (Date) -> String = { date in
        let seconds = Int(date.timeIntervalSince1970) % 86_400
        return [seconds / 3600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    static func minutes(_ count: Double) -> Date { now.addingTimeInterval(count * 60) }

    static func draw(_ activity: ActivityPresentations, _ kind: PresentationKind, title: String, width: Int = 78, isStale: Bool = false)
        -> [String]
    {
        PresentationDrawing(now: now, width: width, time: time).draw(activity, kind: kind, title: title, isStale: isStale)
    }

    static let all: [(title: String, activity: ActivityPresentations)] = [
        ("#1 Delivery", delivery), ("#2 Workout", workout), ("#3 Ride", ride),
    ]

    // MARK: Delivery, order A-7189

    static let cancelDelivery = PreparedIntent(name: "CancelDeliveryIntent", parameterTexts: [("orderID", "\"A-7189\"")])

    static let deliveryHeader = ViewNode.stack(
        .horizontal,
        [
            .image(systemName: "bag.fill"), .stack(.vertical, [.text("Tonkotsu Pasadena"), .text("Order #A-7189")]), .spacer,
            .text("30 min"),
        ])

    static let delivery = ActivityPresentations(
        lockScreen: .stack(
            .vertical,
            [
                deliveryHeader,
                .progress(value: 0.1, total: 1, label: .text("Preparing your order")),
                .widgetURL("delivery://order/A-7189", .button(.init(intent: cancelDelivery, label: .text("Cancel")))),
            ]),
        expanded: [
            .init(position: .leading, priority: 0, content: .label(title: "Tonkotsu Pasadena", systemImage: "bag.fill")),
            .init(position: .trailing, priority: 0, content: .text("12m")),
            .init(position: .center, priority: 0, content: .text("On the way")),
            .init(
                position: .bottom, priority: 0,
                content: .stack(
                    .vertical,
                    [
                        .stack(
                            .horizontal,
                            [
                                .progress(value: 0.55, total: 1, label: nil),
                                .button(.init(intent: cancelDelivery, label: .image(systemName: "xmark.circle.fill"))),
                            ]),
                        .link(.init(destination: "delivery://order/A-7189/help", label: .text("Help"))),
                    ])),
        ],
        compactLeading: .image(systemName: "bag.fill"),
        compactTrailing: .text("12m"),
        minimal: .image(systemName: "bag.fill"),
        islandWidgetURL: "delivery://order/A-7189")

    // MARK: Workout, "Intervals"

    static func pause(_ value: Bool) -> PreparedIntent {
        PreparedIntent(name: "PauseTimerIntent", parameterTexts: [("value", "\(value)"), ("workoutName", "\"Intervals\"")])
    }

    static func workoutIntent(_ name: String) -> PreparedIntent {
        PreparedIntent(name: name, parameterTexts: [("workoutName", "\"Intervals\"")])
    }

    /// Started 7 min 5 s ago, 20 min in all.
    static let workoutInterval = now.addingTimeInterval(-425)...now.addingTimeInterval(775)

    static func pausedToggle(label: ViewNode) -> ViewNode {
        .toggle(.init(isOn: false, intent: pause(false), label: label, flipped: { pause($0) }))
    }

    static let workout = ActivityPresentations(
        lockScreen: .stack(
            .vertical,
            [
                .stack(
                    .horizontal,
                    [.label(title: "Intervals", systemImage: "figure.run"), .spacer, .timer(workoutInterval, countsDown: false)]),
                .stack(.horizontal, [.text("Round 3 of 8"), .spacer, pausedToggle(label: .text("Paused"))]),
            ]),
        expanded: [
            .init(position: .leading, priority: 0, content: .label(title: "Intervals", systemImage: "figure.run")),
            .init(
                position: .center, priority: 1,
                content: .stack(
                    .vertical,
                    [.timer(workoutInterval, countsDown: true), .button(.init(intent: workoutIntent("LapIntent"), label: .text("Lap")))])),
            .init(position: .trailing, priority: 0, content: pausedToggle(label: .image(systemName: "pause.fill"))),
            .init(
                position: .bottom, priority: 0,
                content: .stack(
                    .horizontal,
                    [
                        .button(
                            .init(intent: workoutIntent("SkipIntervalIntent"), label: .label(title: "Skip", systemImage: "forward.fill"))),
                        .spacer,
                        .button(.init(intent: workoutIntent("EndWorkoutIntent"), label: .text("End"))),
                    ])),
        ],
        compactLeading: .image(systemName: "figure.run"),
        compactTrailing: .stack(
            .horizontal, [.timer(workoutInterval, countsDown: false), pausedToggle(label: .image(systemName: "pause.fill"))]),
        minimal: .timer(workoutInterval, countsDown: false),
        islandWidgetURL: nil)

    // MARK: Ride, trip R-2231

    /// Booked 4 minutes ago; the driver arrives in 5 minutes 42 seconds.
    static let arrival = minutes(-4)...now.addingTimeInterval(342)

    static let ride = ActivityPresentations(
        lockScreen: .stack(
            .vertical,
            [
                .stack(
                    .horizontal,
                    [
                        .image(systemName: "car.fill"), .stack(.vertical, [.text("Maria · Toyota Prius"), .text("7ABC123")]), .spacer,
                        .timer(arrival, countsDown: true),
                    ]),
                .stack(
                    .horizontal,
                    [.text("Pickup by"), .date(minutes(6), style: .time), .spacer, .text("booked"), .date(minutes(-4), style: .relative)]),
                .link(
                    .init(destination: "ride://trip/R-2231/share", label: .label(title: "Share trip", systemImage: "square.and.arrow.up"))),
            ]),
        expanded: [
            .init(position: .leading, priority: 0, content: .image(systemName: "car.fill")),
            .init(position: .center, priority: 0, content: .text("Maria is arriving in a grey Toyota Prius")),
            .init(position: .trailing, priority: 0, content: .timer(arrival, countsDown: true)),
            .init(
                position: .bottom, priority: 0,
                content: .stack(.horizontal, [.text("Trip R-2231"), .spacer, .date(now, style: .date)])),
        ],
        compactLeading: .image(systemName: "car.fill"),
        compactTrailing: .timer(arrival, countsDown: true),
        minimal: .image(systemName: "car.fill"),
        islandWidgetURL: nil)
}

extension PreparedIntent {
    /// An intent as a button holds one, for drawing: its name and its parameters as JSON text.
    init(name: String, parameterTexts: [(String, String)]) {
        let parameters = JSONObject(parameterTexts.map { (key: $0.0, value: (try? JSONParser.parse($0.1)) ?? .string($0.1)) })
        self.init(name: name, kind: .liveActivity, parameters: parameters) { nil }
    }
}
