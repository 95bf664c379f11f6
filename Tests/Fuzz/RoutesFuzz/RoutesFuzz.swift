import Foundation
import FuzzDriver
import TapbenchRouting
import TapbenchSampleApp
import TapbenchCore

// libFuzzer harness for route patterns and URLs. The lines before the first empty line are patterns
// (`route add delivery://order/:orderNumber`), added to the sample app's routes; the lines after it are
// URLs (`open delivery://order/A-7189`), each matched, explained as `route test` does, and checked:
// the explanation's first candidate is the route the match picked.

private let sampleRoutes = SampleApp.catalog().routes

@main
enum RoutesFuzz {
    static func main() {
        exit(fuzz_driver_run(CommandLine.argc, CommandLine.unsafeArgv, fuzzRoutes))
    }
}

/// One input; libFuzzer reports any trap in it as a crash.
private func fuzzRoutes(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let blank = lines.firstIndex(of: "") ?? lines.endIndex
    var router = sampleRoutes
    for line in lines[..<blank] {
        guard let pattern = try? RoutePattern(String(line)) else { continue }
        _ = pattern.description
        _ = try? router.add(pattern, value: "fuzz")
    }
    _ = router.shadowedRoutes()
    for line in lines[blank...].dropFirst() {
        let url = String(line)
        _ = RouteURL(url)?.description
        let match = router.match(url)
        let explanation = router.explain(url)
        _ = explanation.description
        guard match?.pattern == explanation.winner?.pattern else {
            fatalError("'\(url)' matches \(match.map { "\($0.pattern)" } ?? "nothing") but is explained as \(explanation)")
        }
    }
    return 0
}
