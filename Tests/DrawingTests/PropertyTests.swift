import TapbenchCore
import Testing

@testable import TapbenchCommands

/// What holds for every picture of every fixture.
@Suite struct PropertyTests {
    static let widths = [20, 33, 40, 60, 78, 120]

    @Test(arguments: PresentationKind.allCases, [false, true])
    func everyLineFitsTheWidth(kind: PresentationKind, isStale: Bool) {
        for (title, activity) in Fixtures.all {
            for width in Self.widths {
                let lines = Fixtures.draw(activity, kind, title: title, width: width, isStale: isStale)
                #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(title) \(kind) at \(width)")
            }
        }
    }

    @Test(arguments: [PresentationKind.lock, .expanded, .standby])
    func boxesSpanTheWholeWidth(kind: PresentationKind) {
        for (title, activity) in Fixtures.all {
            for width in Self.widths {
                let frame = Fixtures.draw(activity, kind, title: title, width: width).filter {
                    $0.hasPrefix("╭") || $0.hasPrefix("│") || $0.hasPrefix("╰")
                }
                #expect(!frame.isEmpty)
                #expect(frame.allSatisfy { $0.displayWidth == width && ($0.hasSuffix("╮") || $0.hasSuffix("│") || $0.hasSuffix("╯")) })
            }
        }
    }

    @Test func islandShapesAreCentred() {
        for width in Self.widths {
            let pill = Fixtures.draw(Fixtures.delivery, .compact, title: "#1 Delivery", width: width)[1]
            let margin = pill.prefix { $0 == " " }.count
            #expect(margin == (width - min(IslandShapes.pillWidth, width)) / 2)
            #expect(pill.displayWidth == margin + min(IslandShapes.pillWidth, width))
        }
    }

    @Test func aNarrowerWidthDrawsAtTheMinimum() {
        let drawing = PresentationDrawing(now: Fixtures.now, width: 8, time: Fixtures.time)
        #expect(drawing.width == PresentationDrawing.minimumWidth)
        #expect(drawing.draw(Fixtures.delivery, kind: .lock, title: "#1 Delivery", isStale: false)[0] == "╭─ #1 Delivery ·… ─╮")
    }

    /// Staleness is marked outside what the widget drew: in the heading and in a note under the picture, so the
    /// drawing of a stale activity is the drawing of a fresh one with `isStale` true.
    @Test func staleIsMarkedOutsideTheDrawing() {
        for kind in [PresentationKind.lock, .expanded, .compact, .minimal, .standby] {
            let stale = Fixtures.draw(Fixtures.ride, kind, title: "#3 Ride", isStale: true)
            let fresh = Fixtures.draw(Fixtures.ride, kind, title: "#3 Ride", isStale: false)
            #expect(stale[0].contains("· stale"))
            #expect(!stale.contains { $0.contains("out of date") })
            let note = "stale: drawn with context.isStale true; only what the widget draws shows it"
            let noteLines = stale.filter { line in
                let words = line.trimmingCharacters(in: .whitespaces)
                return !words.isEmpty && note.contains(words)
            }
            #expect(noteLines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == note)
            #expect(stale.filter { !$0.contains("· stale") && !noteLines.contains($0) } == fresh.filter { !$0.contains("#3 Ride") })
        }
    }
}
