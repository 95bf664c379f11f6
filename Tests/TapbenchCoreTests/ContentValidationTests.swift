import Foundation
import TapbenchCore
import TapbenchTestSupport
import Testing

/// DESIGN D3: content is validated by decoding it through the registered Swift type with a default JSONDecoder.
@Suite("Content validation")
struct ContentValidationTests {
    let delivery = Device.sample().catalog.activityType(named: "Delivery")!
    let ride = Device.sample().catalog.activityType(named: "Ride")!

    func problem(_ type: ActivityType, _ json: String) -> ContentProblem? {
        let document = try! JSONParser.parse(json)
        do {
            _ = try type.validateState(document)
            return nil
        } catch {
            return error
        }
    }

    @Test("the schema lists fields in declaration order, with enum cases")
    func schemaOfTheSampleTypes() {
        #expect(delivery.stateSchema.fields.map(\.name) == ["step", "etaSeconds", "driverLocation", "progress"])
        #expect(
            delivery.stateSchema.fields[0].schema
                == .enumeration(name: "DeliveryStep", cases: ["preparing", "pickedUp", "onTheWay", "arriving", "delivered"]))
        #expect(ride.stateSchema.schema(at: ["eta"]) == .tuple(name: "ClosedRange<Date>", elements: [.date, .date]))
    }

    @Test("an enum with raw values that is not CaseIterable is read through its cases, String or Int, one case or many; a RawRepresentable struct is read as a value")
    func rawValueEnumsWithoutCaseIterable() throws {
        #expect(
            try SchemaReader.schema(of: CourierState.self)
                == .object(
                    name: "CourierState",
                    fields: [
                        SchemaField(name: "leg", schema: .enumeration(name: "CourierLeg", cases: ["pickup", "drop off", "return"]), isOptional: false),
                        SchemaField(name: "priority", schema: .enumeration(name: "CourierPriority", cases: [1, 5, 10]), isOptional: false),
                        SchemaField(name: "mode", schema: .enumeration(name: "CourierMode", cases: ["bike"]), isOptional: false),
                        SchemaField(name: "flag", schema: .bool, isOptional: false),
                    ]))
    }

    @Test("stored JSON follows the declaration order, not the encoder's")
    func canonicalOrder() throws {
        let state = try delivery.validateState(
            try JSONParser.parse(#"{"progress":0.5,"driverLocation":"2nd Avenue","etaSeconds":720,"step":"onTheWay"}"#))
        #expect(state.jsonText == #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.5}"#)
    }

    @Test("a type mismatch names the key and the expected type")
    func typeMismatch() {
        #expect(
            problem(delivery, #"{"step":"onTheWay","etaSeconds":"720","driverLocation":"x","progress":0.5}"#)
                == ContentProblem(.typeMismatch, path: ["etaSeconds"], message: "expected an integer, found a string"))
    }

    @Test("a missing key is named, and a renamed one is spotted")
    func missingAndRenamedKeys() {
        #expect(
            problem(delivery, #"{"step":"onTheWay","etaSeconds":720,"driver_location":"x","progress":0.5}"#)
                == ContentProblem(
                    .missingKey, path: ["driverLocation"],
                    message:
                        "missing key 'driverLocation' (a string) — the document has 'driver_location', which the type does not read; rename it to 'driverLocation'"
                ))
    }

    @Test("an enum value that is not a case lists the cases and the closest")
    func invalidEnumValue() {
        #expect(
            problem(delivery, #"{"step":"OnTheWay","etaSeconds":720,"driverLocation":"x","progress":0.5}"#)
                == ContentProblem(
                    .invalidValue, path: ["step"],
                    message:
                        "\"OnTheWay\" is not a DeliveryStep: expected one of preparing, pickedUp, onTheWay, arriving, delivered — did you mean 'onTheWay'?"
                ))
    }

    @Test("a ClosedRange is an array [lower, upper], so an object with lowerBound and upperBound fails [001]")
    func closedRangeIsAnArray() {
        let payload = #"""
            {"driverName":"Maria","driverPhoto":"car.fill","vehicleDescription":"White Toyota Camry",
             "eta":{"lowerBound":1700000000,"upperBound":1700000300},"status":"driverArrived","distanceRemaining":0.0}
            """#
        #expect(
            problem(ride, payload)
                == ContentProblem(
                    .typeMismatch, path: ["eta"], message:
                        "expected an array [lowerBound, upperBound] (ClosedRange<Date>), found an object — ClosedRange<Date> encodes as [lowerBound, upperBound], not as an object with those keys"
                ))
    }
}

/// A content state as iOS code often writes one: enums with raw values and nothing else.
private struct CourierState: Codable {
    var leg: CourierLeg
    var priority: CourierPriority
    var mode: CourierMode
    var flag: CourierFlag
}

private enum CourierLeg: String, Codable { case pickup, dropOff = "drop off", `return` }
private enum CourierPriority: Int, Codable { case low = 1, normal = 5, urgent = 10 }
private enum CourierMode: String, Codable { case bike }

private struct CourierFlag: RawRepresentable, Codable {
    var rawValue: Bool
}
