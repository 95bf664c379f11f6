import Foundation
import TapbenchCore
import Testing

@testable import TapbenchCommands

/// Markers on the picture and legend lines follow `content(of:).controls`, the order `tap` counts in.
@Suite struct NumberingTests {
    static func button(_ title: String) -> ViewNode {
        .button(.init(intent: PreparedIntent(name: "\(title)Intent", parameterTexts: [("orderID", "\"A-7189\"")]), label: .text(title)))
    }

    static func activity(expanded: [ActivityPresentations.ExpandedRegion] = [], lockScreen: ViewNode = .empty, minimal: ViewNode = .empty)
        -> ActivityPresentations
    {
        ActivityPresentations(
            lockScreen: lockScreen, expanded: expanded, compactLeading: .empty, compactTrailing: .empty, minimal: minimal,
            islandWidgetURL: "delivery://order/A-7189")
    }

    /// The lines before the legend.
    static func picture(_ lines: [String]) -> [String] {
        Array(lines.prefix { !$0.hasPrefix("[") && !$0.hasPrefix("tap elsewhere") })
    }

    static func markers(_ lines: [String]) -> [Int] {
        lines.flatMap { line in line.matches(of: /\[(\d+)\]/).map { Int($0.output.1) ?? 0 } }
    }

    @Test(arguments: PresentationKind.allCases)
    func everyControlIsMarkedOnceAndListedInControlsOrder(kind: PresentationKind) {
        for (title, activity) in Fixtures.all {
            for width in [40, 60, 78] {
                let lines = Fixtures.draw(activity, kind, title: title, width: width)
                let controls = activity.content(of: kind).controls
                let numbers = controls.indices.map { $0 + 1 }
                #expect(Self.markers(Self.picture(lines)).sorted() == numbers)
                let legend = lines.filter { $0.hasPrefix("[") }
                #expect(Self.markers(legend) == numbers)
                for (line, control) in zip(legend, controls) {
                    #expect(line.contains(control.legendKind))
                }
                let text = Self.picture(lines).joined(separator: "\n")
                let builder = DrawableBuilder(values: DisplayValues(now: Fixtures.now, time: Fixtures.time))
                for (number, control) in zip(numbers, controls) {
                    let marked = text.firstRange(of: "[\(number)] ").map { text[$0.upperBound...].first }
                    #expect(marked == builder.inline(control).first, "[\(number)] in \(title) \(kind) at \(width)")
                }
            }
        }
    }

    @Test func expandedCountsInReadingOrderLeadingCenterTrailingBottom() {
        let activity = Self.activity(expanded: [
            .init(position: .bottom, priority: 0, content: Self.button("Bottom")),
            .init(position: .center, priority: 0, content: Self.button("Center")),
            .init(position: .trailing, priority: 0, content: Self.button("Trailing")),
            .init(position: .leading, priority: 0, content: Self.button("Leading")),
        ])
        let lines = Fixtures.draw(activity, .expanded, title: "#1 Delivery", width: 60)
        #expect(activity.content(of: .expanded).controls.map(\.readableText) == ["Leading", "Center", "Trailing", "Bottom"])
        #expect(lines[1] == "│ [1] Leading            [2] Center           [3] Trailing │")
        #expect(lines[2] == "│ [4] Bottom                                               │")
        #expect(
            lines.filter { $0.hasPrefix("[") }.map { $0.prefix(23) } == [
                "[1] Button \"Leading\" → ", "[2] Button \"Center\" → C", "[3] Button \"Trailing\" →", "[4] Button \"Bottom\" → B",
            ])
    }

    @Test func layersUnderAZStackKeepTheirControlsAndNumbers() {
        let card = ViewNode.stack(
            .depth, [.text("Order #A-7189"), Self.button("Cancel"), .stack(.vertical, [.text("hidden"), Self.button("Call")])])
        let lines = Fixtures.draw(
            Self.activity(lockScreen: .stack(.vertical, [Self.button("Track"), card])), .lock, title: "#1 Delivery", width: 40)
        #expect(
            Array(lines[1...4]) == [
                "│ [1] Track                            │",
                "│ Order #A-7189                        │",
                "│ [2] Cancel                           │",
                "│ [3] Call                             │",
            ])
        #expect(!lines.joined().contains("hidden"))
    }

    @Test func aProgressLabelIsNumberedButAControlInsideAButtonLabelIsNot() {
        let track = ViewNode.link(.init(destination: "delivery://order/A-7189/map", label: .text("Map")))
        let lockScreen = ViewNode.stack(
            .vertical,
            [
                .progress(value: 0.5, total: 1, label: .stack(.horizontal, [.text("On the way"), track])),
                .button(.init(intent: Fixtures.cancelDelivery, label: .stack(.horizontal, [.text("Cancel"), track]))),
            ])
        let lines = Fixtures.draw(Self.activity(lockScreen: lockScreen), .lock, title: "#1 Delivery", width: 60)
        #expect(
            Array(lines[1...3]) == [
                "│ On the way [1] Map ↗                                     │",
                "│ ━━━━━━━━━━━━━━━━━━━━━━━━━━────────────────────────── 50% │",
                "│ [2] Cancel Map ↗                                         │",
            ])
        #expect(lines[5] == "[1] Link \"Map\" → delivery://order/A-7189/map")
        #expect(lines[6] == "[2] Button \"Cancel Map\" →")
    }

    @Test func standByNumbersTheLockScreenNotTheMinimalCircle() {
        let activity = Self.activity(lockScreen: Self.button("Cancel"), minimal: Self.button("Call"))
        #expect(
            Array(Fixtures.draw(activity, .standby, title: "#1 Delivery", width: 60).prefix(9)) == [
                "                   #1 Delivery · StandBy",
                "                          ╭──────╮",
                "                          │ Call │",
                "                          ╰──────╯",
                "tap → Lock Screen, scaled to fill:",
                "╭─ #1 Delivery · Lock Screen ──────────────────────────────╮",
                "│ [1] Cancel                                               │",
                "╰──────────────────────────────────────────────────────────╯",
                "[1] Button \"Cancel\" → CancelIntent(orderID: \"A-7189\")",
            ])
    }

    @Test func theBuilderEndsOnePastTheLastControl() {
        var builder = DrawableBuilder(values: DisplayValues(now: Fixtures.now, time: Fixtures.time))
        _ = builder.build(Fixtures.workout.lockScreen)
        #expect(builder.nextNumber == Fixtures.workout.lockScreen.controls.count + 1)
    }
}

extension ViewNode {
    /// The word the legend names this control by.
    fileprivate var legendKind: String {
        switch self {
        case .button: "Button"
        case .toggle: "Toggle"
        case .link: "Link"
        default: "?"
        }
    }
}
