import Foundation
import Testing
@testable import tapbench

/// The one line a crash report gives, from how the worker ended and what it printed last.
@Suite("App crash reports")
struct AppCrashTests {
    @Test("a trap gives the runtime's message, without the path of the file that trapped")
    func trap() {
        let printed = "some output\n/home/ci/App/Sources/ETA.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n"
        let crash = AppCrash(ending: .signalled(SIGILL), printed: printed)
        #expect(crash.line(command: "perform RefreshETAIntent orderID=A") == "the app crashed during 'perform RefreshETAIntent orderID=A': Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }

    @Test("a precondition gives its message")
    func precondition() {
        let crash = AppCrash(ending: .signalled(SIGTRAP), printed: "App/Queue.swift:9: Precondition failed: the queue is empty\n")
        #expect(crash.line(command: "tap 1") == "the app crashed during 'tap 1': Precondition failed: the queue is empty")
    }

    @Test("exit(3) gives its status; a signal with no message says what the signal means")
    func exitAndSignal() {
        #expect(AppCrash(ending: .exited(3), printed: "").line(command: "perform Quit") == "the app exited with status 3 during 'perform Quit'")
        #expect(
            AppCrash(ending: .signalled(SIGSEGV), printed: "").line(command: "show 1")
                == "the app crashed during 'show 1': signal 11, a bad memory access or a stack overflow")
    }

    @Test("a step that outlasts the timeout is ended")
    func timeout() {
        #expect(AppCrash(timeout: .seconds(10)).line(command: "perform Hang") == "the app did not finish within 10s and was ended during 'perform Hang'")
    }
}
