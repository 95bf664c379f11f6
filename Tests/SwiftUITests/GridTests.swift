import SwiftUI
import Testing

/// A score table as Live Activity widgets lay one out: a `Grid` of `GridRow`s, with alignment guides and shapes by
/// their static names.
private struct ScoreTable: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8) {
            GridRow {
                Text("Home").alignmentGuide(.leading) { $0.width }
                Text("2")
            }
            GridRow {
                Text("Away")
                Text("1").clipShape(.capsule).background(.blue, in: .rect(cornerRadius: 4))
            }
        }
    }
}

@Suite("Grid")
struct GridTests {
    @Test("a Grid draws its rows one under another and each row's cells side by side, as stacks; alignment guides and static shapes leave the views as they are")
    func gridDrawsAsStacks() {
        #expect(String(describing: ScoreTable()._evaluated) == String(describing: VStack {
            HStack {
                Text("Home")
                Text("2")
            }
            HStack {
                Text("Away")
                Text("1")
            }
        }._evaluated))
    }
}
