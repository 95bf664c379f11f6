import ActivityKit
import Foundation
import TapbenchCore
@testable import TapbenchCompatibilityFixture
import Testing

/// The app's own Live Activity code, run on the bench's device as the app runs it on an iPhone, in the
/// forms of iOS 16.1 and in today's; what it does reads as the REPL's events.
@Suite("Compatibility: app-side ActivityKit code")
struct AppSideTests {
    @Test("iOS 16.1 forms: request(attributes:contentState:pushType:), update(using:), update(using:alertConfiguration:), end(using:dismissalPolicy:), end(dismissalPolicy:) (Apple, \"Activity\")")
    func iOS16Forms() async throws {
        let bench = CompatibilityBench()
        let device = bench.session.device
        let now = device.now
        let parcel = ParcelDeliveryAttributes(trackingNumber: "PK-4471", courierName: "Northwind Couriers")
        let activity = try device.asCurrent { try ParcelTracker.startTracking(parcel, window: now...now.addingTimeInterval(30 * 60)) }
        await device.asCurrent {
            await ParcelTracker.courierSetOff(activity, stopsAway: 2)
            await ParcelTracker.nextStop(activity)
        }
        #expect(activity.contentState.stopsAway == 1)
        expectOutput(await bench.appEvents(), """
            01:00:00  #1 ParcelDelivery started (active)
            01:00:00  #1 updated: stage: packed → outForDelivery, stopsAway: 9 → 2
            01:00:00  #1 updated: stopsAway: 2 → 1
            01:00:00  #1 alert "Almost there": "Your parcel is one stop away.", sound default — shown as expanded island
            """)
        expectOutput(await bench.transcript("show 1 compact"), """
            tapbench> show 1 compact
                                     #1 ParcelDelivery · compact
                             ╭──────────────────────────────────────────╮
                             │ (shippingbox.fil… ●●●              30:00 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → widgetURL parcels://track/PK-4471
            """)
        await device.asCurrent { await ParcelTracker.delivered(activity) }
        let second = try device.asCurrent { try ParcelTracker.startTracking(parcel, window: now...now.addingTimeInterval(60 * 60)) }
        await device.asCurrent { await ParcelTracker.stopTrackingAll() }
        #expect(second.activityState == .dismissed)
        expectOutput(await bench.appEvents(), """
            01:00:00  #1 updated: stage: outForDelivery → delivered, stopsAway: 1 → 0
            01:00:00  #1 ended by the app; stays on the Lock Screen until 05:00:00 (default policy)
            01:00:00  #2 ParcelDelivery started (active)
            01:00:00  #1 end ignored: the activity has ended; an end after the end is ignored
            01:00:00  #2 ended by the app; dismissal immediate
            01:00:00  #2 dismissed: removed at the end
            """)
    }

    @Test("today's forms: ActivityContent with stale date and relevance, activityUpdates, pushTokenUpdates and frequentPushEnablementUpdates heard by the app")
    func modernForms() async throws {
        let bench = CompatibilityBench()
        let device = bench.session.device
        let server = WorkoutServer()
        let controller = WorkoutActivityController(server: server)
        let start = device.now
        let activity = try device.asCurrent {
            controller.observeActivities()
            return try controller.start("Morning Run", startDate: start)
        }
        await device.asCurrent {
            await controller.record(heartRate: 142, distanceInMeters: 1200, at: start, in: activity)
        }
        expectOutput(await bench.appEvents(), """
            01:00:00  #1 Workout started (active), stale at 01:15:00, relevance 50, push token a8574c6f…
            01:00:00  #1 updated: heartRate: 96 → 142, distanceInMeters: 0 → 1200, moveGoalProgress: 0 → 0.24, relevance-score: 50 → 0
            """)
        expectOutput(await bench.transcript("set frequent-updates on\nadvance 20m\nshow 1 lock"), """
            tapbench> set frequent-updates on
            01:00:00  set frequent-updates on
            tapbench> advance 20m
            01:15:00  #1 stale: its stale date 01:15:00 passed
            01:20:00  clock 01:20:00 (+20m)
            tapbench> show 1 lock
            ╭─ #1 Workout · Lock Screen · stale ─────────────────────────────────────────╮
            │ (RunnerDay) Morning Run                                              20:00 │
            │ (heart.fill) 142 BPM                                                       │
            │ 1.20 km                                                             Zone 3 │
            │ Goal 5 km                                                              24% │
            │ ━━━━━━━━━━━━━━━━────────────────────────────────────────────────── 24%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            stale: drawn with context.isStale true; only what the widget draws shows it
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            """)
        await device.asCurrent { await controller.finish(activity, at: device.now) }
        expectOutput(await bench.appEvents() + "\n" + (await bench.transcript("advance 10m")), """
            01:20:00  #1 updated: stale-date: 01:15:00 → (none)
            01:20:00  #1 ended by the app; stays on the Lock Screen until 01:30:00
            tapbench> advance 10m
            01:30:00  #1 dismissed: its dismissal date came
            01:30:00  clock 01:30:00 (+10m)
            """)
        // The app's observing tasks run side by side, so what they told the server is compared in order of its text.
        expectOutput(await server.records.sorted().joined(separator: "\n"), """
            activity Morning Run active
            frequent pushes off
            frequent pushes on
            token a8574c6fae6d9b6f3b4a79a517cec22a630bfdb7a6a634a5f1aa2b57dad0bad01af00b251a5b9a3610dc2016b990f18ad2b08441d3a5b39c3809091aa7e36d356261b7b5fe54764ba05b8ae266b64119
            """)
    }

    @Test("with Live Activities off in Settings, the app's guard on areActivitiesEnabled throws before requesting")
    func activitiesDisabled() async {
        let bench = CompatibilityBench()
        _ = await bench.transcript("set live-activities off")
        let controller = WorkoutActivityController(server: WorkoutServer())
        #expect(throws: WorkoutActivityController.WorkoutActivityError.liveActivitiesDisabled) {
            try bench.session.device.asCurrent { try controller.start("Morning Run", startDate: bench.session.device.now) }
        }
        expectOutput(await bench.appEvents(), "")
    }
}
