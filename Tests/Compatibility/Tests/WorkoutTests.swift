import Testing

/// The workout's Live Activity: a timer counting up from its start, and a Lock Screen that reads the
/// environment (colorScheme, isLuminanceReduced, activityFamily), @AppStorage, @State and @Binding, an
/// ObservableObject and an @Observable model.
@Suite("Compatibility: the workout")
struct WorkoutTests {
    static let start = "start Workout --state startedAt=now heartRate=128 distanceInMeters=850 moveGoalProgress=0.35"

    @Test("the Lock Screen and StandBy are drawn, the timer counting up from the start at virtual time")
    func lockScreenAndStandBy() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\nadvance 5m\nshow 1 lock\nshow 1 standby"), """
            tapbench> start Workout --state startedAt=now heartRate=128 distanceInMeters=850 moveGoalProgress=0.35
            01:00:00  #1 Workout started (active)
            tapbench> advance 5m
            01:05:00  clock 01:05:00 (+5m)
            tapbench> show 1 lock
            ╭─ #1 Workout · Lock Screen ─────────────────────────────────────────────────╮
            │ (RunnerDay) Morning Run                                               5:00 │
            │ (heart.fill) 128 BPM                                                       │
            │ 0.85 km                                                             Zone 2 │
            │ Goal 5 km                                                              35% │
            │ ━━━━━━━━━━━━━━━━━━━━━━━─────────────────────────────────────────── 35%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show 1 standby
                                         #1 Workout · StandBy
                                           ╭──────────────╮
                                           │ (figure.run) │
                                           ╰──────────────╯
            tap → Lock Screen, scaled to fill:
            ╭─ #1 Workout · Lock Screen ─────────────────────────────────────────────────╮
            │ (RunnerDay) Morning Run                                               5:00 │
            │ (heart.fill) 128 BPM                                                       │
            │ 0.85 km                                                             Zone 2 │
            │ Goal 5 km                                                              35% │
            │ ━━━━━━━━━━━━━━━━━━━━━━━─────────────────────────────────────────── 35%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            """)
    }

    @Test("fields left out of start take the workout's #Preview values, with no PreviewProvider named (Apple, \"Preview(_:as:using:widget:contentStates:)\")")
    func macroPreviewValues() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript("start Workout --state startedAt=now\nlist"), """
            tapbench> start Workout --state startedAt=now
            01:00:00  #1 Workout started (active)
            tapbench> list
            #  type     state   relevance  stale at
            1  Workout  active  0          -
               startedAt=01:00:00 heartRate=128 distanceInMeters=850 moveGoalProgress=0.35
            island: empty while the app is in the foreground ('app background' shows its activities)
            lock screen: #1
            """)
    }

    @Test("the Dynamic Island's presentations are drawn: expanded, compact and minimal")
    func island() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\nadvance 5m\nshow 1 expanded\nshow 1 compact\nshow 1 minimal"), """
            tapbench> start Workout --state startedAt=now heartRate=128 distanceInMeters=850 moveGoalProgress=0.35
            01:00:00  #1 Workout started (active)
            tapbench> advance 5m
            01:05:00  clock 01:05:00 (+5m)
            tapbench> show 1 expanded
            ╭─ #1 Workout · expanded ────────────────────────────────────────────────────╮
            │ (heart.fill) 128                                                      5:00 │
            │ 0.85 km                                                             Zone 2 │
            │ Goal 5 km                                                              35% │
            │ ━━━━━━━━━━━━━━━━━━━━━━━─────────────────────────────────────────── 35%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show 1 compact
                                         #1 Workout · compact
                             ╭──────────────────────────────────────────╮
                             │ (figure.run)      ●●●               5:00 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show 1 minimal
                                         #1 Workout · minimal
                                           ╭──────────────╮
                                           │ (figure.run) │
                                           ╰──────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            """)
    }

    @Test("set always-on on dims the Lock Screen: isLuminanceReduced hides the heart rate, as Apple's \"Displaying live data with Live Activities\" advises")
    func alwaysOn() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\nset always-on on\nshow 1 lock\nset always-on off\nshow 1 lock"), """
            tapbench> start Workout --state startedAt=now heartRate=128 distanceInMeters=850 moveGoalProgress=0.35
            01:00:00  #1 Workout started (active)
            tapbench> set always-on on
            01:00:00  set always-on on
            tapbench> show 1 lock
            ╭─ #1 Workout · Lock Screen ─────────────────────────────────────────────────╮
            │ (RunnerDay) Morning Run                                               0:00 │
            │ Heart rate hidden                                                          │
            │ 0.85 km                                                             Zone 2 │
            │ Goal 5 km                                                              35% │
            │ ━━━━━━━━━━━━━━━━━━━━━━━─────────────────────────────────────────── 35%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> set always-on off
            01:00:00  set always-on off
            tapbench> show 1 lock
            ╭─ #1 Workout · Lock Screen ─────────────────────────────────────────────────╮
            │ (RunnerDay) Morning Run                                               0:00 │
            │ (heart.fill) 128 BPM                                                       │
            │ 0.85 km                                                             Zone 2 │
            │ Goal 5 km                                                              35% │
            │ ━━━━━━━━━━━━━━━━━━━━━━━─────────────────────────────────────────── 35%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            """)
    }

    @Test("set appearance dark changes colorScheme, so the Lock Screen picks its night image")
    func darkAppearance() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript(Self.start + "\nset appearance dark\nshow 1 lock"), """
            tapbench> start Workout --state startedAt=now heartRate=128 distanceInMeters=850 moveGoalProgress=0.35
            01:00:00  #1 Workout started (active)
            tapbench> set appearance dark
            01:00:00  set appearance dark
            tapbench> show 1 lock
            ╭─ #1 Workout · Lock Screen ─────────────────────────────────────────────────╮
            │ (RunnerNight) Morning Run                                             0:00 │
            │ (heart.fill) 128 BPM                                                       │
            │ 0.85 km                                                             Zone 2 │
            │ Goal 5 km                                                              35% │
            │ ━━━━━━━━━━━━━━━━━━━━━━━─────────────────────────────────────────── 35%     │
            ╰────────────────────────────────────────────────────────────────────────────╯
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            """)
    }
}
