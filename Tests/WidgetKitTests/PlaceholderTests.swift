import ActivityKit
import TapbenchCommands
import Foundation
import TapbenchCore
import Testing

/// The values a type without previews starts from: placeholders read from its schema, when they decode.
/// A modelling choice of Tapbench's, so that `start` works when QA give every field.
@Suite("Placeholders")
struct PlaceholderTests {
    @Test("every kind of field gets its placeholder, in declaration order, an optional one too; an optional dictionary is left out")
    func everyKind() throws {
        let type = try ActivityType(
            EveryKindAttributes.self, state: EveryKindAttributes.ContentState.self, sampleAttributes: nil, sampleState: nil,
            placeholderDate: Device.defaultStart)
        #expect(
            type.sampleAttributes.jsonText
                == #"{"name":"","count":0,"level":0,"ratio":0,"isOpen":false,"openedAt":798771600,"site":"https://example.com","stage":"cooking","tags":[],"hours":[798771600,798771600],"address":{"street":"","floor":0},"note":""}"#
        )
        #expect(type.sampleState.jsonText == "{}")
    }

    @Test("a field of a shape with no placeholder leaves the sample empty; start then names the first missing field, and works with every field given")
    func noPlaceholder() async throws {
        var catalog = AppCatalog(name: "Tray", bundleIdentifier: "com.example.tray")
        catalog.register(
            try ActivityType(
                TrayAttributes.self, state: TrayAttributes.ContentState.self, sampleAttributes: nil, sampleState: nil,
                placeholderDate: Device.defaultStart))
        #expect(catalog.activityTypes.map(\.sampleAttributes) == [[:]])
        #expect(catalog.activityTypes.map(\.sampleState) == [["count": 0]])
        let session = Session(app: { [catalog] _ in catalog })
        let bare = await session.execute("start Tray")
        #expect(bare.error?.message == "TrayAttributes: label: missing key 'label' (a string)")
        let full = await session.execute(#"start Tray label=Window toppings={"basil":2}"#)
        #expect(full.error == nil)
        #expect(full.lines == ["01:00:00  #1 Tray started (active)"])
    }
}

struct EveryKindAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var extras: [String: Int]?
    }

    enum Stage: String, Codable, CaseIterable {
        case cooking, delivering
    }

    struct Address: Codable, Hashable {
        var street: String
        var floor: UInt8
    }

    var name: String
    var count: Int
    var level: UInt8
    var ratio: Double
    var isOpen: Bool
    var openedAt: Date
    var site: URL
    var stage: Stage
    var tags: [String]
    var hours: ClosedRange<Date>
    var address: Address
    var note: String?
}

/// A type with a field of a shape that has no placeholder: a dictionary, whose keys are data.
struct TrayAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var count: Int
    }

    var label: String
    var toppings: [String: Int]
}
