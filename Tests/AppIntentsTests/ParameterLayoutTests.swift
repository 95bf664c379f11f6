import Foundation
import TapbenchCore
import Testing

@testable import AppIntents

/// An intent whose `@Parameter`s sit between plain fields of other sizes, so that their offsets are
/// not simply consecutive.
private struct ReorderProbeIntent: AppIntent {
    static let title: LocalizedStringResource = "Reorder"
    var tapped = false
    @Parameter(title: "Order ID") var orderID: String
    var retries: Int8 = 0
    @Parameter(title: "Items", default: 1) var items: Int
    var note = "leave at the door"
    @Parameter(title: "Express") var express: Bool?
    @Parameter(title: "Tip") var tip: Double

    func perform() async throws -> some IntentResult { .result() }
}

/// The `@Parameter` fields read by offset, once per type, are the ones `Mirror` finds, in the same order.
@Suite("Intent parameters read by their layout")
struct ParameterLayoutTests {
    @Test("read by offset or through Mirror, random intents give the same wrappers, names and values (seed 0x5EED_0014)")
    func layoutAgreesWithMirror() {
        var random = SplitMix64(seed: 0x5EED_0014)
        for _ in 0..<500 {
            var intent = ReorderProbeIntent()
            intent.tapped = Bool.random(using: &random)
            intent.retries = Int8(truncatingIfNeeded: random.next())
            intent.note = String(repeating: "x", count: Int.random(in: 0...40, using: &random))
            if Bool.random(using: &random) { intent.orderID = "A-\(random.next() % 10_000)" }
            if Bool.random(using: &random) { intent.items = Int(truncatingIfNeeded: random.next()) }
            if Bool.random(using: &random) { intent.express = Bool.random(using: &random) }
            if Bool.random(using: &random) { intent.tip = Double(random.next() % 10_000) / 100 }
            let layout = reflectedParameters(of: intent)
            let mirror = mirroredParameters(of: intent)
            #expect(layout.map(\.name) == ["orderID", "items", "express", "tip"])
            #expect(layout.map(\.name) == mirror.map(\.name))
            #expect(zip(layout, mirror).allSatisfy { $0.parameter === $1.parameter })
            #expect(layout.map { $0.parameter.json } == mirror.map { $0.parameter.json })
        }
    }
}
