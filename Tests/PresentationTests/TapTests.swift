import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Taps, toggles and long presses, by the rules of seeds 000, 002 and 003.
@Suite("Taps")
struct TapTests {
    let device = Device.sample()

    func start(_ type: String, _ changes: [String: JSONValue] = [:]) throws -> Int {
        let activityType = device.catalog.activityType(named: type)!
        var state = activityType.sampleState.objectValue!
        for (key, value) in changes { state[key] = value }
        let number = try device.request(
            ActivityRequest(typeName: activityType.name, attributes: activityType.sampleAttributes, content: LiveActivity.Content(state: .object(state)))
        ).number
        _ = device.takeEvents()
        return number
    }

    func tap(_ number: Int, _ kind: PresentationKind? = nil, _ target: TapTarget = .background, gesture: TapRecord.Gesture = .tap, value: Bool? = nil)
        async throws -> [Event]
    {
        _ = try await Taps(device: device).perform(gesture, activity: number, presentation: kind, target: target, value: value)
        return device.takeEvents()
    }

    @Test("a tap on the delivery's Lock Screen opens its widgetURL through the router, after Face ID on a locked device [000]")
    func lockScreenWidgetURL() async throws {
        let number = try start("Delivery")
        device.changeSetting(name: "locked", value: "on") { $0.isLocked = true }
        _ = device.takeEvents()
        expectEvents(try await tap(number), """
            01:00:00  #1 the device is locked: Face ID unlocks it first
            01:00:00  #1 tapped the Lock Screen → opens delivery://order/A-7189
            01:00:00  opened delivery://order/A-7189 → OrderScreen via delivery://order/:orderNumber (orderNumber=A-7189)
            """)
        #expect(device.settings.isLocked == false)
        // Unlocked now: no second Face ID.
        expectEvents(try await tap(number, .lock), """
            01:00:00  #1 tapped the Lock Screen → opens delivery://order/A-7189
            01:00:00  opened delivery://order/A-7189 → OrderScreen via delivery://order/:orderNumber (orderNumber=A-7189)
            """)
    }

    @Test("the default presentation is the island's compact view for its holder, once the app is not in the foreground; the Lock Screen otherwise [WWDC23, \"Meet ActivityKit\"]")
    func defaultPresentation() throws {
        let first = try start("Delivery")
        let second = try start("Takeout")
        #expect(device.visiblePresentation(of: first) == .lock)
        device.sendAppToBackground()
        #expect(device.visiblePresentation(of: first) == .compact)
        #expect(device.visiblePresentation(of: second) == .lock)
        device.changeSetting(name: "other-app", value: "on") { $0.otherAppHasActivity = true }
        #expect(device.visiblePresentation(of: first) == .minimal)
    }

    @Test("a tap on the compact view opens the island's widgetURL: the order screen [000, 003]")
    func compactTap() async throws {
        let number = try start("Delivery")
        device.sendAppToBackground()
        _ = device.takeEvents()
        expectEvents(try await tap(number), """
            01:00:00  #1 tapped the compact presentation → opens delivery://order/A-7189
            01:00:00  app entered the foreground
            01:00:00  island: empty
            01:00:00  opened delivery://order/A-7189 → OrderScreen via delivery://order/:orderNumber (orderNumber=A-7189)
            """)
    }

    @Test("the cancel button in the expanded presentation runs CancelDeliveryIntent, which ends the activity [002]")
    func cancelButton() async throws {
        let number = try start("Delivery")
        expectEvents(try await tap(number, .expanded, .label("cancel")), """
            01:00:00  #1 tapped [1] Button "Cancel" on the expanded presentation → runs its intent
            01:00:00  CancelDeliveryIntent(orderID: "A-7189") returned in 120ms — within the 1s budget
            01:00:00    app → POST https://api.delivery.example.com/orders/A-7189/cancel → 200 (stub 4, 120ms)
            01:00:00.120    #1 updated: driverLocation: Restaurant → Cancelled [intent]
            01:00:00.120    #1 ended by an intent; dismissal immediate
            01:00:00.120    #1 dismissed: removed at the end
            """)
    }

    @Test("a Link works in the expanded presentation [000]")
    func linkInExpanded() async throws {
        expectEvents(try await tap(try start("Delivery"), .expanded, .label("Help")), """
            01:00:00  #1 tapped [2] Link "Help" on the expanded presentation → opens delivery://order/A-7189/help
            01:00:00  opened delivery://order/A-7189/help → OrderHelpScreen via delivery://order/:orderNumber/help (orderNumber=A-7189)
            """)
    }

    /// `PauseTimerIntent` reads `Date()`, as iOS code does: the bench's worker shows it the device's time, so the
    /// toggle runs in `tapbench` itself.
    @Test("a toggle shows its new value before its SetValueIntent runs with it [002]")
    func toggle() async throws {
        let result = try await TapbenchProcess.run(input: "start WorkoutTimer\ntoggle 1 lock Paused\nadvance 5m\ntoggle 1 lock 1 off\n")
        #expect(result.lines.suffix(7) == [
            "01:00:00  #1 toggled [1] Toggle \"Paused\" on the Lock Screen — shows on at once, then runs its intent",
            "01:00:00  PauseTimerIntent(value: true, workoutName: \"Intervals\") returned in 0ms — within the 1s budget",
            "01:00:00    #1 updated: isPaused: false → true [intent]",
            "01:05:00  clock 01:05:00 (+5m)",
            "01:05:00  #1 toggled [1] Toggle \"Paused\" on the Lock Screen — shows off at once, then runs its intent",
            "01:05:00  PauseTimerIntent(value: false, workoutName: \"Intervals\") returned in 0ms — within the 1s budget",
            "01:05:00    #1 updated: isPaused: true → false, endsAt: 01:20:00 → 01:25:00 [intent]",
        ])
    }

    @Test("the legend's signature of a toggle's flipped intent is the one the toggle runs")
    func flippedSignature() throws {
        let number = try start("WorkoutTimer")
        guard case .toggle(let toggle)? = try device.presentations(of: number).content(of: .lock).controls.first else {
            Issue.record("the timer's Lock Screen has a toggle first")
            return
        }
        for value in [true, false] { #expect(toggle.flippedSignature(value) == toggle.flipped(value).signature) }
    }

    @Test("a tap on a view with no URL launches the app with NSUserActivityTypeLiveActivity; its handler picks the screen [000]")
    func continuation() async throws {
        let number = try start("Ride")
        expectEvents(try await tap(number, .lock), """
            01:00:00  #1 tapped the Lock Screen → no widgetURL: the app launches with an NSUserActivity (seed 000)
            01:00:00  app continues NSUserActivityTypeLiveActivity #1 → RideScreen (rider=Jordan)
            """)
    }

    @Test("hold on the compact view shows the expanded presentation; elsewhere it is an error [000]")
    func hold() async throws {
        let number = try start("Delivery")
        device.sendAppToBackground()
        let result = try await Taps(device: device).perform(.hold, activity: number, presentation: nil, target: .background)
        #expect(result.shows == .expanded)
        await #expect(throws: TapError.holdNeedsIsland(.lock, activity: number, named: true)) {
            try await Taps(device: device).perform(.hold, activity: number, presentation: .lock, target: .background)
        }
    }

    @Test("hold on an activity the island does not show says so, rather than naming a Lock Screen nobody asked for")
    func holdOffTheIsland() async throws {
        _ = try start("Delivery")
        let second = try start("Ride")
        device.sendAppToBackground()
        await #expect(throws: TapError.holdNeedsIsland(.lock, activity: second, named: false)) {
            try await Taps(device: device).perform(.hold, activity: second, presentation: nil, target: .background)
        }
    }

    @Test("hold while the app is in the foreground says that the app keeps its activities out of the island [WWDC23, \"Meet ActivityKit\"]")
    func holdInTheApp() async throws {
        let number = try start("Delivery")
        await #expect(throws: TapError.outOfIslandInApp(activity: number)) {
            try await Taps(device: device).perform(.hold, activity: number, presentation: nil, target: .background)
        }
    }

    @Test("on a locked device a control asks for Face ID first, then runs [003]")
    func lockedDevice() async throws {
        let number = try start("Takeout")
        device.changeSetting(name: "locked", value: "on") { $0.isLocked = true }
        _ = device.takeEvents()
        expectEvents(try await tap(number, .lock, .label("Check In")), """
            01:00:00  #1 the device is locked: Face ID unlocks it first
            01:00:00  #1 tapped [1] Button "Check In" on the Lock Screen → runs its intent
            01:00:00  CheckInIntent(orderNumber: "T-311") returned "Counter 2" in 200ms — within the 1s budget
            01:00:00    app → POST https://api.delivery.example.com/takeout/T-311/check-in → 200 (stub 7, 200ms)
            01:00:00.200    #1 updated: status: ready → checkedIn, counter: (none) → "Counter 2", relevance-score: 0 → 100 [intent]
            """)
        #expect(device.settings.isLocked == false)
    }

    @Test("a button bound to a plain AppIntent runs it in the widget extension's process (Apple's documentation, \"Adding interactivity to widgets and Live Activities\")")
    func plainAppIntent() async throws {
        expectEvents(try await tap(try start("Adventure"), .expanded, .label("Share")), """
            01:00:00  #1 tapped [1] Button "Share" on the expanded presentation → runs its intent in the widget extension's process, not the app's: ShareAdventureIntent is a plain AppIntent, not a LiveActivityIntent (Apple's documentation, "Adding interactivity to widgets and Live Activities")
            01:00:00  ShareAdventureIntent() returned in 0ms — within the 1s budget
            """)
    }

    @Test("a button in the compact view is a tap on the compact view, which opens the app [000, 003]; a Link outside expanded is the view's tap too [000]")
    func controlsThatDoNotWorkThere() async throws {
        let device = try Device.badge()
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .compact, target: .number(1))
        let compact = device.takeEvents()
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .compact, target: .background)
        let elsewhere = device.takeEvents()
        #expect(compact.dropFirst() == elsewhere.dropFirst())
        expectEvents(Array(compact.prefix(1)), """
            01:00:00  #1 tapped [1] Button "Bump" on the compact presentation → opens badge://home: buttons and toggles work on the Lock Screen and in the expanded presentation only (seed 003)
            """)
        _ = try await Taps(device: device).perform(.tap, activity: 1, presentation: .lock, target: .label("Help"))
        expectEvents(Array(device.takeEvents().prefix(1)), """
            01:00:00  #1 tapped [1] Link "Help" on the Lock Screen → opens badge://home: a Link works in the expanded presentation only; elsewhere the tap is the view's (seed 000)
            """)
    }

    @Test("an unknown element lists the controls there are")
    func unknownElement() async throws {
        let number = try start("Delivery")
        await #expect(throws: TapError.unknownElement("Tip", kind: .expanded, available: ["1 Button \"Cancel\"", "2 Link \"Help\""])) {
            try await Taps(device: device).perform(.tap, activity: number, presentation: .expanded, target: .label("Tip"))
        }
        #expect(device.takeEvents().isEmpty)
    }
}
