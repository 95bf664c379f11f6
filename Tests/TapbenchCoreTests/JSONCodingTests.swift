import Foundation
import TapbenchCore
import Testing

@testable import TapbenchSampleApp

/// `JSONCoding` must give exactly what Foundation's default coders give: the content states iOS
/// stores, and the errors it reports (a number its type cannot hold is reported as iOS reports it).
@Suite("JSONCoding agrees with JSONDecoder and JSONEncoder")
struct JSONCodingTests {
    @Test("numbers are written as JSONEncoder writes them, 4,000 of them random from seed 0x15_0C0D")
    func numbers() throws {
        var generator = SplitMix64(seed: 0x15_0C0D)
        var doubles: [Double] = [0, -0.0, 1, -1, 0.1, 0.55, 1e-7, 123456789.125, 1e15, 1e16, 1e21, -3.5e-300, .pi, 1800, 0.3333333333333333]
        doubles += (0..<2000).map { _ in Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &generator) ? 1 : -1) }
        doubles += (0..<2000).map { _ in Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 100 }
        for double in doubles {
            #expect(try JSONCoding.encode(double).jsonText == foundationText(double), "\(double)")
            let float = Float(double)
            guard float.isFinite else {
                #expect(throws: EncodingError.self) { try JSONCoding.encode(float) }
                continue
            }
            #expect(try JSONCoding.encode(float).jsonText == foundationText(float), "\(float)")
        }
        for integer in [0, 1, -1, Int.max, Int.min] {
            #expect(try JSONCoding.encode(integer).jsonText == foundationText(integer))
            #expect(try JSONCoding.encode(UInt64(bitPattern: Int64(integer))).jsonText == foundationText(UInt64(bitPattern: Int64(integer))))
        }
    }

    @Test("the sample app's content states encode to the same JSON")
    func sampleStates() throws {
        let ride = RideAttributes.ContentState(
            driverName: "Alex \"A\" Ng", driverPhoto: "car.fill", vehicleDescription: "White Toyota Camry 🚗",
            eta: Date(timeIntervalSinceReferenceDate: 721_000_000.5)...Date(timeIntervalSinceReferenceDate: 721_000_600.25),
            status: .driverEnRoute, distanceRemaining: 2.5)
        try expectSameEncoding(ride)
        try expectSameEncoding(DeliveryAttributes.ContentState(step: .onTheWay, etaSeconds: 720, driverLocation: "2nd Avenue", progress: 0.55))
        try expectSameEncoding(["b": [1, 2], "a": [3]])
        try expectSameEncoding([URL(string: "https://example.com/a?b=c")!])
        try expectSameEncoding(Optional<Int>.none)
    }

    @Test("decoding gives the same value, or the same error, for valid and invalid input")
    func decoding() throws {
        let inputs = [
            #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"2nd Avenue","progress":0.55}"#,
            #"{"step":"onTheWay","etaSeconds":720.0,"driverLocation":"x","progress":1}"#,
            #"{"step":"onTheWay","etaSeconds":"720","driverLocation":"x","progress":1}"#,
            #"{"step":"flying","etaSeconds":720,"driverLocation":"x","progress":1}"#,
            #"{"step":"onTheWay","etaSeconds":720,"progress":1}"#,
            #"{"step":"onTheWay","etaSeconds":null,"driverLocation":"x","progress":1}"#,
            #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":true,"extra":[1]}"#,
            #"[1,2]"#,
        ]
        for input in inputs { try expectSameDecoding(DeliveryAttributes.ContentState.self, input) }
        let rides = [
            #"{"driverName":"A","driverPhoto":"p","vehicleDescription":"v","eta":[721000000,721000600],"status":"driverEnRoute","distanceRemaining":2}"#,
            #"{"driverName":"A","driverPhoto":"p","vehicleDescription":"v","eta":[721000600,721000000],"status":"driverEnRoute","distanceRemaining":2}"#,
            #"{"driverName":"A","driverPhoto":"p","vehicleDescription":"v","eta":{"lowerBound":1,"upperBound":2},"status":"driverEnRoute","distanceRemaining":2}"#,
            #"{"driverName":"A","driverPhoto":"p","vehicleDescription":"v","eta":[1],"status":"driverEnRoute","distanceRemaining":2}"#,
        ]
        for input in rides { try expectSameDecoding(RideAttributes.ContentState.self, input) }
        try expectSameDecoding([String: [Int8]].self, #"{"a":[1,-128],"b":[]}"#)
        try expectSameDecoding(URL.self, #""https://example.com/x""#)
        try expectSameDecoding([Bool?].self, #"[true,null,0]"#)
    }

    /// Foundation on Linux reports such a number as "The given data was not valid JSON." with no key; iOS's
    /// `JSONDecoder` reports `dataCorrupted` at the key, "Parsed JSON number <720.5> does not fit in Int.", so
    /// that a push's problem names its field.
    @Test("a number its Swift type cannot hold is reported at its key, as iOS's JSONDecoder reports it")
    func unrepresentableNumbers() throws {
        func error(_ type: (some Decodable).Type, _ input: String) throws -> String? {
            let json = try JSONParser.parse(Array(input.utf8))
            do {
                _ = try JSONCoding.decode(type, from: json)
                return nil
            } catch {
                return "\(error)"
            }
        }
        let delivery = DeliveryAttributes.ContentState.self
        #expect(
            try error(delivery, #"{"step":"onTheWay","etaSeconds":720.5,"driverLocation":"x","progress":1}"#)
                == "DecodingError.dataCorrupted: Data was corrupted. Path: etaSeconds. Debug description: Parsed JSON number <720.5> does not fit in Int.")
        #expect(
            try error(delivery, #"{"step":"onTheWay","etaSeconds":720,"driverLocation":"x","progress":1e400}"#)
                == "DecodingError.dataCorrupted: Data was corrupted. Path: progress. Debug description: Parsed JSON number <1e400> does not fit in Double.")
        #expect(
            try error([String: [Int8]].self, #"{"a":[300]}"#)
                == "DecodingError.dataCorrupted: Data was corrupted. Path: a[0]. Debug description: Parsed JSON number <300> does not fit in Int8.")
        #expect(
            try error([UInt].self, #"[-1]"#)
                == "DecodingError.dataCorrupted: Data was corrupted. Path: [0]. Debug description: Parsed JSON number <-1> does not fit in UInt.")
    }

    private func foundationText(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    private func expectSameEncoding(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let foundation = try JSONParser.parse(Array(try JSONEncoder().encode(value)))
        #expect(sortedKeys(try JSONCoding.encode(value)).jsonText == sortedKeys(foundation).jsonText, sourceLocation: sourceLocation)
    }

    private func expectSameDecoding<T: Decodable & Equatable>(_ type: T.Type, _ input: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let json = try JSONParser.parse(Array(input.utf8))
        let foundation = Result { try JSONDecoder().decode(T.self, from: Data(input.utf8)) }
        let direct = Result { try JSONCoding.decode(T.self, from: json) }
        switch (foundation, direct) {
        case (.success(let expected), .success(let actual)):
            #expect(expected == actual, "\(input)", sourceLocation: sourceLocation)
        case (.failure(let expected), .failure(let actual)):
            #expect("\(expected)" == "\(actual)", "\(input)", sourceLocation: sourceLocation)
        default:
            Issue.record("\(input): Foundation \(foundation), JSONCoding \(direct)", sourceLocation: sourceLocation)
        }
    }

    private func sortedKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object): .object(JSONObject(object.members.sorted { $0.key < $1.key }.map { ($0.key, sortedKeys($0.value)) }))
        case .array(let elements): .array(elements.map(sortedKeys))
        default: value
        }
    }
}
