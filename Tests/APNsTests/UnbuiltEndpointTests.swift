#if !APNs
import Foundation
import TapbenchTestSupport
import Testing

/// A build without the APNs trait (the default) builds nothing of the endpoint; every way of asking for it says how
/// to build it, in one line, and changes nothing. With the trait, the other tests of this target drive the endpoint.
@Suite("APNs endpoint, in a build without it")
struct UnbuiltEndpointTests {
    static let notBuilt =
        "this build has no APNs endpoint — build with the APNs trait: swift run --traits APNs tapbench (a team's bench: tapbench init --apns, or traits: [\"APNs\"] on its tapbench dependency)"

    @Test("each --apns option is a usage error that says how to build the endpoint", arguments: [
        ["--apns", "2197"], ["--apns-key-id", "ABC123DEFG"], ["--apns-team-id", "DEF123GHIJ"], ["--apns-key", "AuthKey.p8"],
    ])
    func options(_ arguments: [String]) async throws {
        let result = try await TapbenchProcess.run(arguments, input: "")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("Error: \(arguments[0]): \(Self.notBuilt)\n"))
    }

    @Test("set apns at the prompt says how to build the endpoint, fails a piped session, and the session goes on")
    func setting() async throws {
        let result = try await TapbenchProcess.run([], input: "set apns 2197\nset apns off\nlist\n")
        #expect(result.status == 1)
        #expect(result.standardError.components(separatedBy: "\n").filter { !$0.isEmpty } == [
            "error: line 1: set apns: \(Self.notBuilt)", "error: line 2: set apns: \(Self.notBuilt)",
        ])
        #expect(result.lines == ["no activities (start one with 'start Delivery')", "island: empty"])
    }
}
#endif
