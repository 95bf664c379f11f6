import TapbenchCore
import Testing

/// The lines under each picture: controls, where a tap elsewhere goes, and what does nothing here.
@Suite struct LegendTests {
    static func legend(_ activity: ActivityPresentations, _ kind: PresentationKind, width: Int = 78) -> [String] {
        Array(
            Fixtures.draw(activity, kind, title: "#1 Delivery", width: width).drop { !$0.hasPrefix("[") && !$0.hasPrefix("tap elsewhere") })
    }

    static func activity(
        lockScreen: ViewNode = .empty, compactTrailing: ViewNode = .empty, minimal: ViewNode = .empty, island: String? = nil
    )
        -> ActivityPresentations
    {
        ActivityPresentations(
            lockScreen: lockScreen, expanded: [.init(position: .bottom, priority: 0, content: lockScreen)], compactLeading: .empty,
            compactTrailing: compactTrailing, minimal: minimal, islandWidgetURL: island)
    }

    static let help = ViewNode.link(.init(destination: "delivery://order/A-7189/help", label: .text("Help")))

    @Test func aToggleShowsItsStateAndTheIntentThatFlipsIt() {
        let paused = ViewNode.toggle(
            .init(isOn: true, intent: Fixtures.pause(true), label: .text("Paused"), flipped: { Fixtures.pause($0) }))
        #expect(
            Self.legend(Self.activity(lockScreen: paused), .lock) == [
                #"[1] Toggle "Paused" (on) →"#,
                #"    PauseTimerIntent(value: false, workoutName: "Intervals")"#,
                "tap elsewhere → opens the app with NSUserActivityTypeLiveActivity",
            ])
    }

    @Test func aLabelWithoutWordsIsNamedByItsSymbol() {
        let call = ViewNode.button(.init(intent: Fixtures.cancelDelivery, label: .label(title: "", systemImage: "phone.fill")))
        let countdown = ViewNode.button(.init(intent: Fixtures.cancelDelivery, label: .timer(Fixtures.arrival, countsDown: true)))
        #expect(
            Self.legend(Self.activity(lockScreen: .stack(.vertical, [call, countdown])), .lock).prefix(2) == [
                #"[1] Button "phone.fill" → CancelDeliveryIntent(orderID: "A-7189")"#,
                #"[2] Button → CancelDeliveryIntent(orderID: "A-7189")"#,
            ])
    }

    @Test func aTapElsewhereOpensTheViewsURLThenTheIslands() {
        let own = ViewNode.widgetURL("delivery://order/A-7189/receipt", .text("Delivered"))
        let activity = Self.activity(lockScreen: own, compactTrailing: .text("12m"), island: "delivery://order/A-7189")
        #expect(Self.legend(activity, .lock) == ["tap elsewhere → widgetURL delivery://order/A-7189/receipt"])
        #expect(Self.legend(activity, .compact) == ["tap elsewhere → widgetURL delivery://order/A-7189"])
        #expect(
            Self.legend(Self.activity(compactTrailing: .text("12m")), .compact) == [
                "tap elsewhere → opens the app with NSUserActivityTypeLiveActivity"
            ])
    }

    @Test func notesSayWhichControlsDoNothingHere() {
        let cancel = ViewNode.button(.init(intent: Fixtures.cancelDelivery, label: .text("Cancel")))
        let both = Self.activity(lockScreen: .stack(.vertical, [cancel, Self.help]), compactTrailing: Self.help, minimal: cancel)
        #expect(Self.legend(both, .compact).suffix(1) == ["(links do not work here: a tap opens the app)"])
        #expect(Self.legend(both, .minimal).suffix(1) == ["(buttons and toggles do not work here: a tap opens the app)"])
        #expect(Self.legend(both, .lock).suffix(1) == ["(links do not work here: a tap opens the app)"])
        #expect(Self.legend(both, .expanded).suffix(1) == ["tap elsewhere → opens the app with NSUserActivityTypeLiveActivity"])
    }

    @Test func staleCaptionsOnIslandShapes() {
        #expect(
            Fixtures.draw(Fixtures.delivery, .compact, title: "#1 Delivery", width: 60, isStale: true)[0]
                == "               #1 Delivery · compact · stale")
    }
}
