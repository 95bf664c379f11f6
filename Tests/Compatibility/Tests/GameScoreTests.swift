import Testing

/// The game score's Live Activity: a LiveActivityIntent button and a SetValueIntent toggle, two
/// Button(action:)s, ForEach over the plays, a Gauge and ViewThatFits, started from its previews.
@Suite("Compatibility: the game score")
struct GameScoreTests {
    @Test("every presentation is drawn from the preview's values")
    func presentations() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript("start GameScore\nshow 1 lock\nshow 1 expanded\nshow 1 compact\nshow 1 minimal"), """
            tapbench> start GameScore
            01:00:00  #1 GameScore started (active)
            tapbench> show 1 lock
            ╭─ #1 GameScore · Lock Screen ───────────────────────────────────────────────╮
            │ Herons                  Q2                                           Foxes │
            │ 14                      ━━━━━━━━━━━━─────────── 50%                  7     │
            │ Herons touchdown                                                           │
            │ Foxes field goal                                                           │
            │ [1] (plus.circle.fill)…  [2] ◉ Alerts [3] Refresh [4] (square.and.arrow.u… │
            ╰────────────────────────────────────────────────────────────────────────────╯
            [1] Button "Point" → AddPointIntent(gameID: "G-2031")
            [2] Toggle "Alerts" (on) → GameAlertsIntent(gameID: "G-2031", value: false)
            [3] Button "Refresh" →
                nothing: Button(action:) runs no code in a Live Activity
            [4] Button "square.and.arrow.up" →
                nothing: Button(action:) runs no code in a Live Activity
            tap elsewhere → opens the app with NSUserActivityTypeLiveActivity
            tapbench> show 1 expanded
            ╭─ #1 GameScore · expanded ──────────────────────────────────────────────────╮
            │ Herons                              Q2                               Foxes │
            │ 14                                                                       7 │
            │ [1] (plus) Point [2] ◉ Alerts                                              │
            ╰────────────────────────────────────────────────────────────────────────────╯
            [1] Button "Point" → AddPointIntent(gameID: "G-2031")
            [2] Toggle "Alerts" (on) → GameAlertsIntent(gameID: "G-2031", value: false)
            tap elsewhere → widgetURL scores://game/G-2031
            tapbench> show 1 compact
                                        #1 GameScore · compact
                             ╭──────────────────────────────────────────╮
                             │ 14                ●●●                  7 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → widgetURL scores://game/G-2031
            tapbench> show 1 minimal
                                        #1 GameScore · minimal
                                               ╭──────╮
                                               │ 14–7 │
                                               ╰──────╯
            tap elsewhere → widgetURL scores://game/G-2031
            """)
    }

    @Test("a Button(intent:) runs its LiveActivityIntent, which updates the activity; the picture shows the new score")
    func buttonIntent() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript("start GameScore\ntap 1 lock 1\ntap 1 expanded 1\nshow 1 compact"), """
            tapbench> start GameScore
            01:00:00  #1 GameScore started (active)
            tapbench> tap 1 lock 1
            01:00:00  #1 tapped [1] Button "Point" on the Lock Screen → runs its intent
            01:00:00  AddPointIntent(gameID: "G-2031") returned in 0ms — within the 1s budget
            01:00:00    #1 updated: homeScore: 14 → 15, recentPlays: ["Herons touchdown","Foxes field goal"] → ["Herons point","Herons touchdown","Foxes field goal"] [intent]
            tapbench> tap 1 expanded 1
            01:00:00  #1 tapped [1] Button "Point" on the expanded presentation → runs its intent
            01:00:00  AddPointIntent(gameID: "G-2031") returned in 0ms — within the 1s budget
            01:00:00    #1 updated: homeScore: 15 → 16, recentPlays: ["Herons point","Herons touchdown","Foxes field goal"] → ["Herons point","Herons point","Herons touchdown","Foxes field goal"] [intent]
            tapbench> show 1 compact
                                        #1 GameScore · compact
                             ╭──────────────────────────────────────────╮
                             │ 16                ●●●                  7 │
                             ╰──────────────────────────────────────────╯
            tap elsewhere → widgetURL scores://game/G-2031
            """)
    }

    @Test("a Toggle(isOn:intent:) shows its new value at once, then runs its intent with it (Apple, \"Adding interactivity to widgets and Live Activities\")")
    func toggleIntent() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript("start GameScore\ntoggle 1 lock 2\ntoggle 1 expanded 2 on\nlist"), """
            tapbench> start GameScore
            01:00:00  #1 GameScore started (active)
            tapbench> toggle 1 lock 2
            01:00:00  #1 toggled [2] Toggle "Alerts" on the Lock Screen — shows off at once, then runs its intent
            01:00:00  GameAlertsIntent(gameID: "G-2031", value: false) returned in 0ms — within the 1s budget
            01:00:00    #1 updated: alertsOn: true → false [intent]
            tapbench> toggle 1 expanded 2 on
            01:00:00  #1 toggled [2] Toggle "Alerts" on the expanded presentation — shows on at once, then runs its intent
            01:00:00  GameAlertsIntent(gameID: "G-2031", value: true) returned in 0ms — within the 1s budget
            01:00:00    #1 updated: alertsOn: false → true [intent]
            tapbench> list
            #  type       state   relevance  stale at
            1  GameScore  active  0          -
               homeScore=14 awayScore=7 quarter=2
               recentPlays=["Herons touchdown","Foxes field goal"] alertsOn=true
            island: empty while the app is in the foreground ('app background' shows its activities)
            lock screen: #1
            """)
    }

    @Test("a Button(action:) runs nothing on iOS, and the bench says so on tap (Apple, \"Adding interactivity to widgets and Live Activities\")")
    func actionButton() async {
        let bench = CompatibilityBench()
        expectOutput(await bench.transcript("start GameScore\ntap 1 lock 3\ntap 1 lock 4"), """
            tapbench> start GameScore
            01:00:00  #1 GameScore started (active)
            tapbench> tap 1 lock 3
            01:00:00  #1 tapped [3] Button "Refresh" on the Lock Screen → Button(action:) runs no code in a Live Activity: only Button(intent:) runs anything (Apple's documentation, "Adding interactivity to widgets and Live Activities")
            tapbench> tap 1 lock 4
            01:00:00  #1 tapped [4] Button "square.and.arrow.up" on the Lock Screen → Button(action:) runs no code in a Live Activity: only Button(intent:) runs anything (Apple's documentation, "Adding interactivity to widgets and Live Activities")
            """)
    }
}
