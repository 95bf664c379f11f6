import TapbenchCommands
import TapbenchCore
import Testing

/// Whole pictures, legend included, for the three fixtures.
@Suite struct PictureTests {
    /// The Lock Screen: header row with the spacer pushing `30 min` right, the labelled progress bar, the Cancel button.
    @Test func deliveryLockScreen() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .lock, title: "#1 Delivery") == [
                "╭─ #1 Delivery · Lock Screen ────────────────────────────────────────────────╮",
                "│ (bag.fill) Tonkotsu Pasadena                                        30 min │",
                "│            Order #A-7189                                                   │",
                "│ Preparing your order                                                       │",
                "│ ━━━━━━━─────────────────────────────────────────────────────────────── 10% │",
                "│ [1] Cancel                                                                 │",
                "╰────────────────────────────────────────────────────────────────────────────╯",
                #"[1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")"#,
                "tap elsewhere → widgetURL delivery://order/A-7189",
            ])
    }

    /// Expanded: leading, center and trailing in one row; the bottom progress bar takes what the xmark button leaves.
    @Test func deliveryExpanded() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .expanded, title: "#1 Delivery") == [
                "╭─ #1 Delivery · expanded ───────────────────────────────────────────────────╮",
                "│ (bag.fill) Tonkotsu Pasadena    On the way                             12m │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━───────────────────── 55% [1] (xmark.circle.fill) │",
                "│ [2] Help ↗                                                                 │",
                "╰────────────────────────────────────────────────────────────────────────────╯",
                #"[1] Button "xmark.circle.fill" → CancelDeliveryIntent(orderID: "A-7189")"#,
                #"[2] Link "Help" → delivery://order/A-7189/help"#,
                "tap elsewhere → widgetURL delivery://order/A-7189",
            ])
    }

    /// Compact: the pill centred, leading left of the camera, trailing against the right border.
    @Test func deliveryCompact() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .compact, title: "#1 Delivery") == [
                "                            #1 Delivery · compact",
                "                 ╭──────────────────────────────────────────╮",
                "                 │ (bag.fill)        ●●●                12m │",
                "                 ╰──────────────────────────────────────────╯",
                "tap elsewhere → widgetURL delivery://order/A-7189",
            ])
    }

    /// Minimal: a small frame just around the symbol.
    @Test func deliveryMinimal() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .minimal, title: "#1 Delivery") == [
                "                            #1 Delivery · minimal",
                "                                ╭────────────╮",
                "                                │ (bag.fill) │",
                "                                ╰────────────╯",
                "tap elsewhere → widgetURL delivery://order/A-7189",
            ])
    }

    /// StandBy: the minimal circle, then the Lock Screen it opens; the link note applies.
    @Test func rideStandBy() {
        #expect(
            Fixtures.draw(Fixtures.ride, .standby, title: "#3 Ride", width: 60) == [
                "                     #3 Ride · StandBy",
                "                       ╭────────────╮",
                "                       │ (car.fill) │",
                "                       ╰────────────╯",
                "tap → Lock Screen, scaled to fill:",
                "╭─ #3 Ride · Lock Screen ──────────────────────────────────╮",
                "│ (car.fill) Maria · Toyota Prius                     5:42 │",
                "│            7ABC123                                       │",
                "│ Pickup by 01:21:00                      booked 4 minutes │",
                "│ [1] (square.and.arrow.up) Share trip ↗                   │",
                "╰──────────────────────────────────────────────────────────╯",
                #"[1] Link "Share trip" → ride://trip/R-2231/share"#,
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
                "(links do not work here: a tap opens the app)",
            ])
    }

    /// Expanded numbering follows `content(of: .expanded)`: leading, center (Lap), trailing (the toggle), bottom.
    @Test func workoutExpanded() {
        #expect(
            Fixtures.draw(Fixtures.workout, .expanded, title: "#2 Workout") == [
                "╭─ #2 Workout · expanded ────────────────────────────────────────────────────╮",
                "│ (figure.run) Intervals            12:55                 [2] ○ (pause.fill) │",
                "│                                  [1] Lap                                   │",
                "│ [3] (forward.fill) Skip                                            [4] End │",
                "╰────────────────────────────────────────────────────────────────────────────╯",
                #"[1] Button "Lap" → LapIntent(workoutName: "Intervals")"#,
                #"[2] Toggle "pause.fill" (off) →"#,
                #"    PauseTimerIntent(value: true, workoutName: "Intervals")"#,
                #"[3] Button "Skip" → SkipIntervalIntent(workoutName: "Intervals")"#,
                #"[4] Button "End" → EndWorkoutIntent(workoutName: "Intervals")"#,
                "tap elsewhere → opens the app with NSUserActivityTypeLiveActivity",
            ])
    }

    /// Stale at 40 columns: the header says so, and a note under the box; nothing inside it is the bench's. The
    /// legend wraps after its arrow.
    @Test func deliveryLockScreenStaleAt40() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .lock, title: "#1 Delivery", width: 40, isStale: true) == [
                "╭─ #1 Delivery · Lock Screen · stale ──╮",
                "│ (bag.fill) Tonkotsu Pasadena  30 min │",
                "│            Order #A-7189             │",
                "│ Preparing your order                 │",
                "│ ━━━───────────────────────────── 10% │",
                "│ [1] Cancel                           │",
                "╰──────────────────────────────────────╯",
                "stale: drawn with context.isStale true;",
                "  only what the widget draws shows it",
                #"[1] Button "Cancel" →"#,
                "    CancelDeliveryIntent(orderID:",
                #"    "A-7189")"#,
                "tap elsewhere → widgetURL",
                "  delivery://order/A-7189",
            ])
    }

    /// At 40 columns the leading label is cut with `…`; center and trailing keep what they need.
    @Test func deliveryExpandedAt40() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .expanded, title: "#1 Delivery", width: 40) == [
                "╭─ #1 Delivery · expanded ─────────────╮",
                "│ (bag.fill) Tonkotsu… On the way  12m │",
                "│ ━━━━──── 55% [1] (xmark.circle.fill) │",
                "│ [2] Help ↗                           │",
                "╰──────────────────────────────────────╯",
                #"[1] Button "xmark.circle.fill" →"#,
                "    CancelDeliveryIntent(orderID:",
                #"    "A-7189")"#,
                #"[2] Link "Help" →"#,
                "    delivery://order/A-7189/help",
                "tap elsewhere → widgetURL",
                "  delivery://order/A-7189",
            ])
    }

    /// Compact with a toggle: the row is cut at its widest item, and the legend notes the toggle does nothing here.
    @Test func workoutCompactAt60() {
        #expect(
            Fixtures.draw(Fixtures.workout, .compact, title: "#2 Workout", width: 60) == [
                "                    #2 Workout · compact",
                "        ╭──────────────────────────────────────────╮",
                "        │ (figure.run)      ●●● 7:05 [1] ○ (pause… │",
                "        ╰──────────────────────────────────────────╯",
                #"[1] Toggle "pause.fill" (off) →"#,
                #"    PauseTimerIntent(value: true, workoutName: "Intervals")"#,
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
                "(buttons and toggles do not work here: a tap opens the app)",
            ])
    }

    /// The ride: a countdown, a time of day, a relative date, and a link that only works when expanded.
    @Test func rideLockScreenAt60() {
        #expect(
            Fixtures.draw(Fixtures.ride, .lock, title: "#3 Ride", width: 60) == [
                "╭─ #3 Ride · Lock Screen ──────────────────────────────────╮",
                "│ (car.fill) Maria · Toyota Prius                     5:42 │",
                "│            7ABC123                                       │",
                "│ Pickup by 01:21:00                      booked 4 minutes │",
                "│ [1] (square.and.arrow.up) Share trip ↗                   │",
                "╰──────────────────────────────────────────────────────────╯",
                #"[1] Link "Share trip" → ride://trip/R-2231/share"#,
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
                "(links do not work here: a tap opens the app)",
            ])
    }

    /// A long center region is cut to its share; the date style prints the UTC day.
    @Test func rideExpandedAt40() {
        #expect(
            Fixtures.draw(Fixtures.ride, .expanded, title: "#3 Ride", width: 40) == [
                "╭─ #3 Ride · expanded ─────────────────╮",
                "│ (car.fill) Maria is arriving i… 5:42 │",
                "│ Trip R-2231               2026-04-25 │",
                "╰──────────────────────────────────────╯",
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }

    /// A stale workout: the elapsed timer and the toggle in its off state.
    @Test func workoutLockScreenStaleAt60() {
        #expect(
            Fixtures.draw(Fixtures.workout, .lock, title: "#2 Workout", width: 60, isStale: true) == [
                "╭─ #2 Workout · Lock Screen · stale ───────────────────────╮",
                "│ (figure.run) Intervals                              7:05 │",
                "│ Round 3 of 8                                [1] ○ Paused │",
                "╰──────────────────────────────────────────────────────────╯",
                "stale: drawn with context.isStale true; only what the widget",
                "  draws shows it",
                #"[1] Toggle "Paused" (off) →"#,
                #"    PauseTimerIntent(value: true, workoutName: "Intervals")"#,
                "tap elsewhere → opens the app with",
                "  NSUserActivityTypeLiveActivity",
            ])
    }
}
