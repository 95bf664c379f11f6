import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN §3, relevance: who holds the Dynamic Island and in which presentation. The rules of order are watched with
/// the app's activities shown in the app (`set island-in-app shown`), so that no test needs to send the app away.
@Suite("Dynamic Island")
struct IslandTests {
    let device = Device.sample(settings: .islandShownInApp)

    @Test("one activity → compact [000]")
    func oneActivityIsCompact() throws {
        try device.startDelivery()
        #expect(device.island == IslandState(presentation: .compact, holder: 1))
    }

    @Test("the highest relevanceScore holds the island and the top Lock Screen slot [000]")
    func highestRelevanceHoldsTheIsland() throws {
        try device.startDelivery(relevance: 50)
        try device.startDelivery(relevance: 100)
        #expect(device.island == IslandState(presentation: .compact, holder: 2))
        #expect(device.lockScreenOrder().map(\.number) == [2, 1])
        let islandEvents = device.takeEvents().filter { $0.name == "island.changed" }.map(\.kind)
        #expect(islandEvents == [.islandChanged(IslandState(presentation: .compact, holder: 1)), .islandChanged(IslandState(presentation: .compact, holder: 2))])
    }

    @Test("equal relevance: the first started holds the island [000; Apple, \"relevanceScore\"]")
    func tiesGoToTheEarliest() throws {
        try device.startDelivery(relevance: 50)
        try device.startDelivery(relevance: 50)
        #expect(device.island.holder == 1)
    }

    @Test("whatever the relevance, starts, ends and staleness, the island goes to the top of the Lock Screen's ongoing activities [000]")
    func islandFollowsTheLockScreenOrder() throws {
        var random = SplitMix64(seed: 0x15_1A4D)
        for _ in 0..<40 {
            let device = Device.sample(settings: .islandShownInApp)
            for _ in 0..<8 {
                switch random.next(below: 5) {
                case 0, 1:
                    _ = try? device.startDelivery(staleAfter: random.next(below: 2) == 0 ? .seconds(60) : nil, relevance: Double(random.next(below: 3) * 50))
                case 2 where !device.activities.isEmpty:
                    try device.update(random.next(below: device.activities.count) + 1, with: ContentChange(state: nil, relevanceScore: Double(random.next(below: 3) * 50)))
                case 3 where !device.activities.isEmpty:
                    try device.end(random.next(below: device.activities.count) + 1, with: nil, dismissal: .default)
                default:
                    device.advance(by: .seconds(45))
                }
                let ongoing = device.lockScreenOrder().filter { $0.state == .active || $0.state == .stale }
                #expect(device.island.holder == ongoing.first?.number)
            }
        }
    }

    @Test("an update that raises relevance moves the island [000]")
    func updateMovesTheIsland() throws {
        try device.startDelivery(relevance: 50)
        try device.startDelivery(relevance: 10)
        try device.update(2, with: ContentChange(state: nil, relevanceScore: 100))
        #expect(device.island.holder == 2)
    }

    @Test("another app's activity too → minimal, one attached and one detached [000, 003]")
    func anotherAppMakesItMinimal() throws {
        try device.startDelivery()
        device.changeSetting(name: "other-app", value: "on") { $0.otherAppHasActivity = true }
        #expect(device.island == IslandState(presentation: .minimal, holder: 1, detached: "another app"))
    }

    @Test("several of the app's own activities: only the most relevant shows, compact (Apple's documentation, \"relevanceScore\"; seed 000: minimal is for activities \"from several apps\")")
    func ownActivitiesByRelevance() throws {
        for relevance in [10.0, 50, 90] { try device.startDelivery(relevance: relevance) }
        #expect(device.island == IslandState(presentation: .compact, holder: 3))
        #expect(device.visiblePresentation(of: 3) == .compact && device.visiblePresentation(of: 2) == .lock)
    }

    @Test("with own-activities hig, the app's two most relevant share the island, minimal, attached and detached, as seed 003 (the HIG) reads; another app's takes the detached place")
    func ownActivitiesAsTheHIGReads() throws {
        device.changeSetting(name: "own-activities", value: "hig") { $0.ownActivitiesShareIsland = true }
        try device.startDelivery(relevance: 10)
        #expect(device.island == IslandState(presentation: .compact, holder: 1))
        try device.startDelivery(relevance: 90)
        try device.startDelivery(relevance: 50)
        #expect(device.island == IslandState(presentation: .minimal, holder: 2, detachedActivity: 3))
        #expect(device.island.detached == "#3")
        #expect([1, 2, 3].map(device.visiblePresentation(of:)) == [.lock, .minimal, .minimal])
        device.changeSetting(name: "other-app", value: "on") { $0.otherAppHasActivity = true }
        #expect(device.island == IslandState(presentation: .minimal, holder: 2, detached: "another app"))
        try device.end(2, with: nil, dismissal: .immediate)
        device.changeSetting(name: "other-app", value: "off") { $0.otherAppHasActivity = false }
        #expect(device.island == IslandState(presentation: .minimal, holder: 3, detachedActivity: 1))
    }

    @Test("a device without the Dynamic Island shows nothing there [000]")
    func noIslandDevice() throws {
        device.changeSetting(name: "device", value: "no-island") { $0.hasDynamicIsland = false }
        try device.startDelivery()
        #expect(device.island == .empty)
    }

    @Test("by default the app's own activities leave the island while it is in the foreground and come back when it leaves [WWDC23, \"Meet ActivityKit\"]")
    func hiddenWhileInTheApp() throws {
        let device = Device.sample()
        try device.startDelivery()
        #expect(device.island == .empty)
        #expect(device.visiblePresentation(of: 1) == .lock)
        device.sendAppToBackground()
        #expect(device.island == IslandState(presentation: .compact, holder: 1))
        device.runApp(inForeground: true)
        device.changeSetting(name: "other-app", value: "on") { $0.otherAppHasActivity = true }
        expectEvents(device.takeEvents(), """
            01:00:00  #1 Delivery started (active)
            01:00:00  app entered the background
            01:00:00  island: #1 compact
            01:00:00  app entered the foreground
            01:00:00  island: empty
            01:00:00  set other-app on
            01:00:00  island: another app's activity (compact)
            """)
    }

    @Test("with island-in-app shown, the island shows the app's own activities in the app too, as seed 000 describes it")
    func shownInTheApp() throws {
        let device = Device.sample()
        device.changeSetting(name: "island-in-app", value: "shown") { $0.hidesOwnActivitiesInApp = false }
        try device.startDelivery()
        expectEvents(device.takeEvents(), """
            01:00:00  set island-in-app shown
            01:00:00  #1 Delivery started (active)
            01:00:00  island: #1 compact
            """)
    }
}
