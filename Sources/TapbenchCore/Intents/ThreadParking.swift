import Foundation

/// Parks a thread for good: a signal whose handler waits for ever. Used for the thread of an intent
/// handler that outlived its run (`IntentThread.park()`), the one way to stop code that never yields.
///
/// A parked handler keeps whatever it held. That is harmless for the bench's own state, which the
/// handler reaches only through calls that an abandoned run makes no more; a lock inside the system
/// library could stay taken, which is why the runner first gives the handler a grace period to end by
/// itself, and why the command-line bench runs the device in a worker process that its supervisor
/// replaces when it stops answering. Swift Testing's lock for the errors a test process throws is one
/// such lock; the bench's tests turn that recording off (`Tests/TestEnvironment`).
enum ThreadParking {
    /// The signal the bench reserves for parking: `SIGUSR2`.
    static let signal = SIGUSR2

    private static let installed: Void = {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in stopForGood() }
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }()

    /// Stops the calling thread for good: what the signal's handler does, and what a thread does that
    /// learns it is being parked before the signal lands, so that it holds nothing when it does.
    static func stopForGood() -> Never {
        while true { pause() }
    }

    /// Installs the handler, once per process.
    static func install() { _ = installed }

    /// Lets the parking signal reach the calling thread: threads inherit their creator's signal mask,
    /// and libdispatch's worker threads, which create intent threads, block every signal.
    static func accept() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
