import TapbenchCore
import Testing

@testable import TapbenchCommands

/// Column counting, cutting and wrapping.
@Suite struct DisplayWidthTests {
    @Test func columns() {
        #expect("Tonkotsu Pasadena".displayWidth == 17)
        #expect("╭─ ●●● ◉ ○ ↗ ⟳ … ━ ╮".displayWidth == 20)
        #expect("豚骨ラーメン".displayWidth == 12)
        #expect("🍜 Ramen".displayWidth == 8)
        #expect("❤️".displayWidth == 2)
        #expect("Cafe\u{301}".displayWidth == 4)
        #expect("👩‍🍳".displayWidth == 2)
    }

    @Test("the fast paths agree with the Unicode properties for every scalar they cover")
    func fastPathsAgree() {
        for value in UInt32(0)...0x25FF {
            guard let scalar = Unicode.Scalar(value), value < 0x80 || Unicode.Scalar.knownNarrow(value) else { continue }
            let character = Character(scalar)
            #expect(character.displayWidth == character.measuredWidth, "U+\(String(value, radix: 16))")
            #expect(String(character).displayWidth == character.measuredWidth, "U+\(String(value, radix: 16))")
        }
    }

    /// The three tiers (bytes, scalars, characters) are kept for drawing: without them a generated replay
    /// runs about 25 % slower.
    @Test("random texts and their slices measure as the sum of their characters' Unicode properties (seed 0x5EED_0014)")
    func textsMeasureAsTheirCharacters() {
        let pieces = ["a", " ", "─", "│", "●", "…", "é", "e\u{301}", "🍜", "中", "\t", "\u{7F}", "\u{A0}", "↗", "\u{200B}", "⟳", "✓", "❤️", "👩‍🍳"]
        var random = SplitMix64(seed: 0x5EED_0014)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ -> String in
                if random.next() % 4 == 0, let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFFF, using: &random)) { return String(scalar) }
                return pieces.randomElement(using: &random)!
            }.joined()
            let expected = text.reduce(0) { $0 + $1.measuredWidth }
            #expect(text.displayWidth == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(text.reduce(0) { $0 + $1.displayWidth } == expected)
            let slice = text.dropFirst()
            #expect(slice.displayWidth == slice.reduce(0) { $0 + $1.measuredWidth })
        }
    }

    @Test func cuttingEndsInAnEllipsis() {
        #expect("Tonkotsu Pasadena".truncated(toWidth: 17) == "Tonkotsu Pasadena")
        #expect("Tonkotsu Pasadena".truncated(toWidth: 12) == "Tonkotsu Pa…")
        #expect("Tonkotsu Pasadena".truncated(toWidth: 10) == "Tonkotsu…")
        #expect("Tonkotsu Pasadena".truncated(toWidth: 1) == "…")
        #expect("Tonkotsu Pasadena".truncated(toWidth: 0) == "")
        #expect("🍜🍜🍜".truncated(toWidth: 4) == "🍜…")
        #expect("豚骨ラーメン".truncated(toWidth: 6).displayWidth <= 6)
    }

    @Test func alignment() {
        #expect("12m".rightAligned(inWidth: 6) == "   12m")
        #expect("On the way".centered(inWidth: 15) == "  On the way")
        #expect("12m".padded(toWidth: 5) == "12m  ")
        #expect("Tonkotsu Pasadena".padded(toWidth: 5) == "Tonkotsu Pasadena")
    }

    @Test func wrappingBreaksAtSpacesAndIndents() {
        #expect(
            #"[1] Button "Cancel" → CancelDeliveryIntent(orderID: "A-7189")"#.wrapped(toWidth: 40, indent: 4) == [
                #"[1] Button "Cancel" →"#, "    CancelDeliveryIntent(orderID:", #"    "A-7189")"#,
            ])
        #expect(
            "tap elsewhere → widgetURL delivery://order/A-7189/help/refund".wrapped(toWidth: 24, indent: 2) == [
                "tap elsewhere →", "  widgetURL", "  delivery://order/A-718", "  9/help/refund",
            ])
        #expect("".wrapped(toWidth: 24, indent: 2) == [""])
    }

    @Test func runsAndTrimming() {
        #expect(String(run: "─", 3) == "───")
        #expect(String(run: " ", 2) == "  ")
        #expect(String(run: "━", 0) == "")
        #expect(String(run: "─", -2) == "")
        #expect(String(run: "🍜", 2) == "🍜🍜")
        for (text, trimmed) in [("a  ", "a"), ("   ", ""), ("a b ", "a b"), ("é  ", "é"), ("│ x │", "│ x │"), ("", "")] {
            #expect(text.trimmedRight == trimmed, "\(text)")
        }
        #expect("12m".rightAligned(inWidth: 5) == "  12m")
        #expect("12m".centered(inWidth: 8) == "  12m")
    }

    @Test func wrappingCollapsesSpacesWhetherOrNotTheTextFits() {
        for text in ["tap  elsewhere", " tap elsewhere", "tap elsewhere ", "  tap   elsewhere  "] {
            #expect(text.wrapped(toWidth: 40, indent: 2) == ["tap elsewhere"], "\(text)")
            #expect(text.wrapped(toWidth: 11, indent: 2) == ["tap", "  elsewhere"], "\(text)")
        }
        #expect("tap elsewhere".wrapped(toWidth: 13, indent: 2) == ["tap elsewhere"])
        #expect("tap elsewhere".wrapped(toWidth: 12, indent: 2) == ["tap", "  elsewhere"])
    }
}
