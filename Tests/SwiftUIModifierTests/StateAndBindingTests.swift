import SwiftUI
import Testing

/// `@State` and `@Binding` as widget code writes them. A Live Activity is rendered, not run: its state
/// keeps the value it starts with.
@Suite("State and bindings")
struct StateAndBindingTests {
    @Test("@State reads its initial value and keeps it through a write and through its binding")
    func stateKeepsItsValue() {
        let view = TapCounter()
        #expect(view._evaluated.readableText == "0 taps")
        view.taps = 5
        view.$taps.wrappedValue = 7
        #expect(view._evaluated.readableText == "0 taps")
    }

    @Test("@Binding reads a constant, and reads and writes through its owner's value and its properties")
    func bindings() {
        #expect(DetailsToggle(showsDetails: .constant(true))._evaluated.readableText == "Hide details")
        #expect(DetailsToggle(showsDetails: .constant(false))._evaluated.readableText == "Show details")

        let order = OrderBox(Order(isExpress: false, note: "Ring twice"))
        let binding = Binding(get: { order.value }, set: { order.value = $0 })
        binding.isExpress.wrappedValue = true
        #expect(order.value == Order(isExpress: true, note: "Ring twice"))
        #expect(DetailsToggle(showsDetails: binding.isExpress)._evaluated.readableText == "Hide details")
    }
}

private struct TapCounter: View {
    @State var taps = 0
    var body: some View { Text("\(taps) taps") }
}

private struct DetailsToggle: View {
    @Binding var showsDetails: Bool
    var body: some View { Text(showsDetails ? "Hide details" : "Show details") }
}

private struct Order: Equatable {
    var isExpress: Bool
    var note: String
}

private final class OrderBox {
    var value: Order
    init(_ value: Order) { self.value = value }
}
