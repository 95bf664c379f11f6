import ActivityKit
import Combine
@testable import TapbenchSampleApp
import Testing

/// A helper as apps write one around their Live Activity: it publishes the count it shows.
@MainActor
private final class TapCountHelper: ObservableObject {
    @Published private(set) var currentCount = 0
    @Published var emoji = "😀"

    func tap() { currentCount += 1 }
}

/// An app's model that adds a published property to one its superclass already has.
private class OrderModel: ObservableObject {
    @Published var status = "ordered"
}

private final class DeliveryModel: OrderModel {
    @Published var driver = "unassigned"
}

private struct LateDelivery: Error, Equatable {}

@Suite("Combine")
@MainActor
struct CombineTests {
    @Test("@Published sends the new value to $property before the property holds it, and objectWillChange sends first (Apple, \"Published\", \"ObservableObject\")")
    func publishedSendsBeforeTheChange() {
        let helper = TapCountHelper()
        var log: [String] = []
        var cancellables = Set<AnyCancellable>()
        helper.objectWillChange.sink { log.append("will change from \(helper.currentCount)") }.store(in: &cancellables)
        helper.$currentCount.sink { log.append("count \($0), property \(helper.currentCount)") }.store(in: &cancellables)
        helper.tap()
        helper.emoji = "🎉"
        helper.tap()
        #expect(log == [
            "count 0, property 0",
            "will change from 0", "count 1, property 0",
            "will change from 1",
            "will change from 1", "count 2, property 1",
        ])
        #expect(helper.currentCount == 2)
    }

    @Test("an object's published properties, its superclass's among them, share one objectWillChange")
    func oneObjectWillChangeAcrossSubclasses() {
        let model = DeliveryModel()
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.status = "out for delivery"
        model.driver = "Sam"
        #expect(changes == 2)
        #expect(model.objectWillChange === model.objectWillChange)
        cancellable.cancel()
        model.status = "delivered"
        #expect(changes == 2)
    }

    @Test("a subscription stops when cancelled or released from its set, as an AnyCancellable cancels when deinitialized (Apple, \"AnyCancellable\")")
    func subscriptionsEndWithTheirCancellable() {
        let tokens = PassthroughSubject<String, Never>()
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()
        tokens.sink { received.append("kept \($0)") }.store(in: &cancellables)
        let cancelled = tokens.sink { received.append("cancelled \($0)") }
        tokens.send("a1")
        cancelled.cancel()
        cancelled.cancel()
        tokens.send("b2")
        cancellables.removeAll()
        tokens.send("c3")
        #expect(received == ["kept a1", "cancelled a1", "kept b2"])

        var list: [AnyCancellable] = []
        tokens.sink { received.append("listed \($0)") }.store(in: &list)
        tokens.send("d4")
        #expect(received.last == "listed d4")
        #expect(list.count == 1)
    }

    @Test("a PassthroughSubject keeps no value, and a late subscriber receives only its completion (Apple, \"PassthroughSubject\")")
    func passthroughSubject() {
        let arrivals = PassthroughSubject<Int, LateDelivery>()
        var minutes: [String] = []
        var completions: [String: Subscribers.Completion<LateDelivery>] = [:]
        let early = arrivals.sink(receiveCompletion: { completions["early"] = $0 }, receiveValue: { minutes.append("early: \($0) min") })
        arrivals.send(12)
        arrivals.send(completion: .failure(LateDelivery()))
        arrivals.send(9)
        let late = arrivals.sink(receiveCompletion: { completions["late"] = $0 }, receiveValue: { minutes.append("late: \($0) min") })
        #expect(minutes == ["early: 12 min"])
        #expect(completions == ["early": .failure(LateDelivery()), "late": .failure(LateDelivery())])
        withExtendedLifetime((early, late)) {}
    }

    @Test("a CurrentValueSubject gives a new subscriber its value, and setting value sends it (Apple, \"CurrentValueSubject\")")
    func currentValueSubject() {
        let state = CurrentValueSubject<ActivityState, Never>(.active)
        var seen: [ActivityState] = []
        var completions: [Subscribers.Completion<Never>] = []
        let cancellable = state.sink(receiveCompletion: { completions.append($0) }, receiveValue: { seen.append($0) })
        state.value = .stale
        state.send(.ended)
        state.send(completion: .finished)
        state.value = .dismissed
        #expect(seen == [.active, .stale, .ended])
        #expect(completions == [.finished])
        #expect(state.value == .ended)
        withExtendedLifetime(cancellable) {}
    }

    @Test("Just sends its one value then finishes, and map transforms what a publisher sends (Apple, \"Just\", \"map(_:)\")")
    func justAndMap() {
        var log: [String] = []
        let just = Just(12).map { "Arriving in \($0) min" }.sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append($0) })
        let helper = TapCountHelper()
        let labels = helper.$currentCount.map { "\($0) taps" }.sink { log.append($0) }
        helper.tap()
        #expect(log == ["Arriving in 12 min", "finished", "0 taps", "1 taps"])
        withExtendedLifetime((just, labels)) {}
    }
}
