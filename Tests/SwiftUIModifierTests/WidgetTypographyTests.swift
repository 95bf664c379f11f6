import SwiftUI
import TapbenchCore
import Testing

/// The typography, blending, hit-testing and environment API that widget code from real Live Activity apps uses
/// (Apple's SwiftUI documentation for each), compiled as written; none changes what the picture shows.
@Suite("Widget typography and effects")
struct WidgetTypographyTests {
    @Test("fonts by size, design and name, colour literals, text tracking and lines, blend modes, content shapes, openURL and a progress view's current-value label compile, and the picture keeps the words")
    func compilesAndKeepsTheWords() {
        let view = ScoreCard(home: 2, away: 1, minutes: 67)
        #expect(view._evaluated.readableText == "Herons 2 – 1 Foxes Box score")
        let progress = ProgressView(value: 67.0, total: 90) { Text("Match") } currentValueLabel: { Text("67 of 90") }
        guard case .progress(let value, let total, let label?) = progress._evaluated else {
            Issue.record("not a progress view: \(progress._evaluated)")
            return
        }
        #expect([value, total] == [67, 90])
        #expect(label.readableText == "Match 67 of 90")
    }

    @Test("#colorLiteral is a UIColor by default and a Color where one is asked for, named by its components")
    func colorLiterals() {
        let uiColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let color: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(uiColor.name == "#FF8000")
        #expect(color == Color("#0000FF80"))
    }
}

private struct ScoreCard: View {
    let home: Int
    let away: Int
    let minutes: Double
    @Environment(\.openURL) private var openURL

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .lastTextBaseline) {
                Text("Herons").font(.custom("Avenir Next", size: 17, relativeTo: .headline)).tracking(1.5)
                Text("\(home) – \(away)")
                    .font(.system(size: 34, weight: .heavy, design: .rounded))
                    .kerning(-1)
                    .underline(true, pattern: .dash, color: .orange)
                    .allowsTightening(true)
                Text("Foxes").font(.system(.headline, design: .serif)).strikethrough(false).baselineOffset(2)
            }
            .blendMode(.plusLighter)
            .contentShape(Rectangle())
            ProgressView(value: minutes, total: 90) {
                Text("Match")
            } currentValueLabel: {
                Text("\(Int(minutes)) of 90")
            }
            .foregroundColor(#colorLiteral(red: 0.2, green: 0.6, blue: 0.9, alpha: 1))
            .contentShape(.interaction, Capsule())
            Button("Box score") { openURL(URL(string: "https://scores.example.com/box")!) }
        }
        .environment(\.openURL, OpenURLAction { _ in .handled })
    }
}
