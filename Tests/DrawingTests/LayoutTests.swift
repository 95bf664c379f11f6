import Foundation
import TapbenchCore
import Testing

@testable import TapbenchCommands

/// `ViewNode` laid out into lines, one rule at a time.
@Suite struct LayoutTests {
    static func lines(_ node: ViewNode, width: Int) -> [String] {
        var builder = DrawableBuilder(values: DisplayValues(now: Fixtures.now, time: Fixtures.time))
        return builder.build(node).lines(width: width)
    }

    @Test func aSpacerPushesTheNextTextToTheRightEdge() {
        #expect(
            Self.lines(.stack(.horizontal, [.text("Order #A-7189"), .spacer, .text("30 min")]), width: 30) == [
                "Order #A-7189           30 min"
            ])
        #expect(Self.lines(.stack(.horizontal, [.spacer, .text("30 min")]), width: 12) == ["      30 min"])
        #expect(Self.lines(.stack(.horizontal, [.spacer, .text("On the way"), .spacer]), width: 20) == ["     On the way"])
    }

    @Test func withoutASpacerARowIsLeftAlignedOneSpaceApart() {
        #expect(
            Self.lines(.stack(.horizontal, [.image(systemName: "bag.fill"), .text("Tonkotsu Pasadena"), .empty]), width: 40) == [
                "(bag.fill) Tonkotsu Pasadena"
            ])
    }

    @Test func aTooWideRowCutsItsWidestTextFirst() {
        let row = ViewNode.stack(.horizontal, [.text("Tonkotsu Pasadena Ramen House"), .spacer, .text("30 min")])
        #expect(Self.lines(row, width: 30) == ["Tonkotsu Pasadena Rame… 30 min"])
        let two = ViewNode.stack(.horizontal, [.text("Tonkotsu Pasadena"), .text("Order #A-7189 for Sam")])
        #expect(Self.lines(two, width: 25) == ["Tonkotsu Pa… Order #A-71…"])
    }

    @Test func aCutControlKeepsItsMarker() {
        let cancel = ViewNode.button(.init(intent: Fixtures.cancelDelivery, label: .text("Cancel my order")))
        let help = ViewNode.link(.init(destination: "delivery://order/A-7189/help", label: .text("Help with this order")))
        #expect(Self.lines(.stack(.vertical, [cancel, help]), width: 12) == ["[1] Cancel…", "[2] Help… ↗"])
    }

    @Test func aRowCentresShorterChildrenVertically() {
        let steps = ViewNode.stack(.vertical, [.text("Ordered"), .text("Preparing"), .text("On the way")])
        #expect(
            Self.lines(.stack(.horizontal, [.image(systemName: "bag.fill"), steps, .text("12m")]), width: 30) == [
                "           Ordered",
                "(bag.fill) Preparing  12m",
                "           On the way",
            ])
    }

    @Test func textKeepsItsLineBreaksAndCutsEachLine() {
        #expect(Self.lines(.text("Tonkotsu Pasadena\nOrder #A-7189\tleft at door"), width: 16) == ["Tonkotsu Pasade…", "Order #A-7189 l…"])
    }

    @Test func symbolsAndLabelsPrintTheirNames() {
        #expect(Self.lines(.image(systemName: "bag.fill"), width: 30) == ["(bag.fill)"])
        #expect(Self.lines(.label(title: "Tonkotsu Pasadena", systemImage: "bag.fill"), width: 30) == ["(bag.fill) Tonkotsu Pasadena"])
    }

    @Test func progressBarsFillTheWidth() {
        #expect(
            Self.lines(.progress(value: 0.1, total: 1, label: .text("Preparing your order")), width: 24) == [
                "Preparing your order", "━━────────────────── 10%",
            ])
        #expect(Self.lines(.progress(value: 9, total: 9, label: nil), width: 12) == ["━━━━━━━ 100%"])
        #expect(Self.lines(.progress(value: 0, total: 0, label: nil), width: 12) == ["╌╌╌╌╌╌╌╌╌╌ ⟳"])
        #expect(Self.lines(.progress(value: nil, total: 1, label: nil), width: 2) == ["⟳"])
    }

    @Test func aProgressBarSharesARowWithAButton() {
        let row = ViewNode.stack(
            .horizontal,
            [
                .progress(value: 0.55, total: 1, label: nil),
                .button(.init(intent: Fixtures.cancelDelivery, label: .image(systemName: "xmark.circle.fill"))),
            ])
        #expect(Self.lines(row, width: 40) == ["━━━━━━━───── 55% [1] (xmark.circle.fill)"])
        #expect(Self.lines(row, width: 28) == ["━━━─── 55% [1] (xmark.circl…"])
    }

    @Test func togglesShowTheirState() {
        let on = ViewNode.toggle(.init(isOn: true, intent: Fixtures.pause(true), label: .text("Paused"), flipped: { Fixtures.pause($0) }))
        #expect(
            Self.lines(.stack(.vertical, [on, Fixtures.pausedToggle(label: .text("Paused"))]), width: 20) == [
                "[1] ◉ Paused", "[2] ○ Paused",
            ])
    }

    @Test func aZStackDrawsItsTopLayer() {
        #expect(
            Self.lines(.stack(.depth, [.text("Tonkotsu Pasadena"), .image(systemName: "bag.fill")]), width: 30) == ["Tonkotsu Pasadena"])
        #expect(Self.lines(.stack(.depth, []), width: 30) == [])
    }

    @Test func emptyThingsDrawNothing() {
        #expect(Self.lines(.empty, width: 30) == [])
        #expect(Self.lines(.spacer, width: 30) == [])
        #expect(Self.lines(.text(""), width: 30) == [])
        #expect(Self.lines(.stack(.horizontal, [.spacer, .empty, .spacer]), width: 30) == [])
        #expect(Self.lines(.widgetURL("delivery://order/A-7189", .stack(.vertical, [.empty])), width: 30) == [])
    }

    @Test func expandedSharesFollowWeightsAndNeeds() {
        #expect(ExpandedLayout.shares(ideal: [99, 99, 99], weights: [1, 2, 1], available: 72) == [18, 36, 18])
        #expect(ExpandedLayout.shares(ideal: [99, 99, 99], weights: [1, 2, 1], available: 73) == [18, 37, 18])
        #expect(ExpandedLayout.shares(ideal: [28, 10, 3], weights: [1, 2, 1], available: 72) == [28, 10, 3])
        #expect(ExpandedLayout.shares(ideal: [28, 10, 3], weights: [1, 2, 1], available: 34) == [21, 10, 3])
        #expect(ExpandedLayout.shares(ideal: [99, 99, 99], weights: [2, 2, 1], available: 72) == [29, 29, 14])
    }

    @Test func theHighestPriorityRegionGetsMoreRoom() {
        let text = "Tonkotsu Pasadena, 1 Colorado Blvd"
        let regions: [ActivityPresentations.ExpandedRegion] = [
            .init(position: .leading, priority: 1, content: .text(text)),
            .init(position: .center, priority: 0, content: .text(text)),
            .init(position: .trailing, priority: 0, content: .text(text)),
        ]
        var builder = DrawableBuilder(values: DisplayValues(now: Fixtures.now, time: Fixtures.time))
        #expect(ExpandedLayout(regions, builder: &builder).lines(width: 52) == ["Tonkotsu Pasadena,… Tonkotsu Pasadena,…    Tonkotsu…"])
        var even = DrawableBuilder(values: DisplayValues(now: Fixtures.now, time: Fixtures.time))
        let equal = regions.map { ActivityPresentations.ExpandedRegion(position: $0.position, priority: 0, content: $0.content) }
        #expect(ExpandedLayout(equal, builder: &even).lines(width: 52) == ["Tonkotsu Pa… Tonkotsu Pasadena, 1 Colo… Tonkotsu Pa…"])
    }

    @Test func aMissingCenterLeavesLeadingAndTrailingAtTheEdges() {
        let regions: [ActivityPresentations.ExpandedRegion] = [
            .init(position: .trailing, priority: 0, content: .text("12m")),
            .init(position: .leading, priority: 0, content: .label(title: "Tonkotsu Pasadena", systemImage: "bag.fill")),
        ]
        var builder = DrawableBuilder(values: DisplayValues(now: Fixtures.now, time: Fixtures.time))
        #expect(ExpandedLayout(regions, builder: &builder).lines(width: 36) == ["(bag.fill) Tonkotsu Pasadena     12m"])
    }
}
