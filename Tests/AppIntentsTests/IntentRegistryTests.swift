import AppIntents
import Foundation
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Intents are registered by type name; their parameters are discovered from `@Parameter` wrappers.
@Suite("Intent registry")
struct IntentRegistryTests {
    @Test("seed 002's CancelDeliveryIntent, as printed: one String parameter titled 'Order ID', a LiveActivityIntent")
    func cancelDeliveryIntent() throws {
        let definition = try IntentDefinition(CancelDeliveryIntent.self)
        #expect(definition.name == "CancelDeliveryIntent")
        #expect(definition.title == "Cancel Delivery")
        #expect(definition.kind == .liveActivity)
        #expect(definition.parameters == [IntentParameterInfo(name: "orderID", title: "Order ID", typeName: "String", isOptional: false, defaultValue: nil)])
        #expect(CancelDeliveryIntent(orderID: "A-7189").orderID == "A-7189")
    }

    @Test("kinds: starting, SetValue, plain")
    func kinds() throws {
        #expect(try IntentDefinition(StartDeliveryIntent.self).kind == .starting)
        #expect(try IntentDefinition(PauseTimerIntent.self).kind == IntentKind(isLiveActivityIntent: true, isSetValue: true))
        #expect(try IntentDefinition(EveryParameterIntent.self).kind == .plain)
        #expect(try IntentDefinition(PauseTimerIntent.self).kind.description == "LiveActivityIntent, SetValueIntent")
    }

    @Test("every supported type is discovered with its default, optionality and enum cases")
    func everyParameterType() throws {
        let parameters = try IntentDefinition(EveryParameterIntent.self).parameters
        #expect(parameters.map(\.signature) == [
            "name: String", "count: Int = 2", "ratio: Double?", "urgent: Bool = false", "when: Date?", "link: URL?",
            "priority: Priority (low|high) = low",
        ])
    }

    @Test("prepare fills parameters from text; unknown, missing and mistyped ones are named")
    func prepareFromText() async throws {
        let definition = try IntentDefinition(EveryParameterIntent.self)
        let now = Device.defaultStart
        let prepared = try definition.prepare(arguments: ["name": "Ada", "ratio": "0.5", "priority": "high", "when": "+15m"], now: now)
        #expect(prepared.parameters.keys == ["name", "count", "ratio", "urgent", "when", "link", "priority"])
        #expect(prepared.parameters["when"] == "2026-04-25T01:15:00Z")
        #expect(try await prepared.perform() == "Ada 2 0.5 false high")
        #expect(throws: IntentArgumentError.unknownParameter("nmae", intent: "EveryParameterIntent", known: parameters(definition))) {
            try definition.prepare(arguments: ["nmae": "Ada"], now: now)
        }
        #expect(throws: IntentArgumentError.missingParameter(definition.parameters[0], intent: "EveryParameterIntent")) {
            try definition.prepare(arguments: [:], now: now)
        }
        #expect(throws: IntentArgumentError.invalidValue("many", parameter: definition.parameters[1], intent: "EveryParameterIntent")) {
            try definition.prepare(arguments: ["name": "Ada", "count": "many"], now: now)
        }
        #expect(throws: IntentArgumentError.self) { try definition.prepare(arguments: ["name": "Ada", "priority": "urgent"], now: now) }
        #expect(throws: IntentArgumentError.self) { try definition.prepare(arguments: ["name": "Ada", "link": "not a url"], now: now) }
    }

    func parameters(_ definition: IntentDefinition) -> [String] { definition.parameters.map(\.name) }

    @Test("parameters between plain properties are found in order, in a struct and in a class, every time an instance is read")
    func parametersAmongPlainProperties() async throws {
        for definition in [try IntentDefinition(MixedFieldsIntent.self), try IntentDefinition(MixedFieldsClassIntent.self)] {
            #expect(definition.parameters.map(\.signature) == ["orderID: String", "note: String?", "urgent: Bool = true"])
            for round in 0..<3 {
                let prepared = try definition.prepare(arguments: ["orderID": "A-\(round)", "urgent": "false"], now: Device.defaultStart)
                #expect(JSONValue.object(prepared.parameters) == ["orderID": .string("A-\(round)"), "note": nil, "urgent": false])
                #expect(try await prepared.perform() == .string("A-\(round) - false 3 plain"))
            }
        }
        let intent = MixedFieldsIntent()
        intent.orderID = "B-1"
        intent.note = "leave at the door"
        #expect(PreparedIntent(intent).signature == #"MixedFieldsIntent(orderID: "B-1", note: "leave at the door", urgent: true)"#)
        #expect(JSONValue.object(PreparedIntent(intent, value: false).parameters) == ["orderID": "B-1", "note": "leave at the door", "urgent": true])
    }

    @Test("the sample app registers all its intents")
    func sampleCatalog() {
        #expect(SampleApp.catalog().intents.map(\.name) == [
            "CancelDeliveryIntent", "StartDeliveryIntent", "RecalculateRouteIntent", "ReportProblemIntent", "ContactCourierIntent", "CheckInIntent", "PauseTimerIntent",
            "ShareAdventureIntent", "RefreshETAIntent", "TrackCourierIntent", "RefreshOrderIntent",
        ])
    }
}
