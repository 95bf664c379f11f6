import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN §3, relevance: who holds the Dynamic Island and in which presentation.
@Suite("Dynamic Island")
struct IslandTests {
    let device = Device.sample()

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

    @Test("equal relevance: the first started holds the island [000]")
    func tiesGoToTheEarliest() throws {
        try device.startDelivery(relevance: 50)
        try device.startDelivery(relevance: 50)
        #expect(device.island.holder == 1)
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

    @Test("a device without the Dynamic Island shows nothing there [000]")
    func noIslandDevice() throws {
        device.changeSetting(name: "device", value: "no-island") { $0.hasDynamicIsland = false }
        try device.startDelivery()
        #expect(device.island == .empty)
    }
}
