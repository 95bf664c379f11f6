import Foundation
import TapbenchTestSupport
import Testing

/// The worker, where app code runs, keeps whatever does not go through the bench's `URLSession` on this machine.
@Suite("The worker's network")
struct WorkerNetworkTests {
    @Test("the worker starts with proxies on loopback where nothing answers, and loopback itself left direct")
    func proxiesOnLoopback() async throws {
        let (process, lines) = try PipedInterruptTests().start("list\n")
        defer {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
        }
        #expect(await lines.wait(for: "island: empty"))
        // A child is listed under the thread that started it.
        let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task")
        let children = threads.flatMap { thread in
            ((try? String(contentsOfFile: "/proc/\(process.processIdentifier)/task/\(thread)/children", encoding: .utf8)) ?? "").split(separator: " ")
        }
        let worker = try #require(children.first)
        let environment = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(worker)/environ")).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        for name in ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
            #expect(environment.contains("\(name)=http://127.0.0.1:1"), "\(name)")
        }
        #expect(environment.contains("no_proxy=127.0.0.1,localhost,::1"))
    }
}
