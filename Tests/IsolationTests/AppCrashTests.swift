import Foundation
import Testing
@testable import Tapbench

/// The one line a crash report gives, from how the worker ended, and the runtime's message beside it.
@Suite("App crash reports")
struct AppCrashTests {
    static let trap = "a trap (an overflow, a force unwrap of nil, an index out of range, a failed precondition, a fatalError)"

    @Test("a trap is a trap on every architecture; the runtime's message is kept without the path of the file that trapped")
    func trap() {
        let printed = "some output\n/home/ci/App/Sources/ETA.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n"
        for signal in [SIGILL, SIGTRAP] {
            let crash = AppCrash(ending: .signalled(signal), printed: printed)
            #expect(crash.line(command: "perform RefreshETAIntent orderID=A") == "the app crashed during 'perform RefreshETAIntent orderID=A': \(Self.trap)")
            #expect(crash.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        }
    }

    @Test("a precondition's message is kept; an optimised build that printed none gives the same line")
    func precondition() {
        let crash = AppCrash(ending: .signalled(SIGTRAP), printed: "App/Queue.swift:9: Precondition failed: the queue is empty\n")
        #expect(crash.message == "Precondition failed: the queue is empty")
        #expect(crash.line(command: "tap 1") == AppCrash(ending: .signalled(SIGTRAP), printed: "").line(command: "tap 1"))
    }

    @Test("exit(3) gives its status; a bad memory access says so")
    func exitAndSignal() {
        #expect(AppCrash(ending: .exited(3), printed: "").line(command: "perform Quit") == "the app exited with status 3 during 'perform Quit'")
        #expect(
            AppCrash(ending: .signalled(SIGSEGV), printed: "").line(command: "show 1")
                == "the app crashed during 'show 1': a bad memory access or a stack overflow")
    }

    @Test("a step that outlasts the timeout is ended")
    func timeout() {
        #expect(AppCrash(timeout: .seconds(10)).line(command: "perform Hang") == "the app did not finish within 10s and was ended during 'perform Hang'")
    }
}
