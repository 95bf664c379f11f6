import Foundation

/// Parks a thread for good: a signal whose handler waits for ever. Used for the thread of an intent
/// handler that outlived its run (`IntentThread.park()`), the one way to stop code that never yields.
///
/// A thread is parked only where it holds none of the system libraries' locks: when the signal finds it
/// running the program's own machine code, where the bench and the app are. Anywhere else (inside
/// `malloc`, the Swift runtime, Foundation or libdispatch) the handler returns at once, and the parker
/// tries again shortly (`IntentThread.park()`). A thread parked inside `malloc` would keep its arena's
/// lock, and once threads share arenas (glibc makes at most eight per core) the next allocation of any of
/// them would wait for ever.
///
/// A parked handler keeps whatever its own code held. That is harmless for the bench's own state, which the
/// handler reaches only through calls that an abandoned run makes no more. A library that calls back into the
/// program while it holds a lock of its own could still be caught in that callback, which is why the runner
/// first gives the handler a grace period to end by itself, and why the command-line bench runs the device
/// in a worker process that its supervisor replaces when it stops answering. The bench's tests also turn off
/// Swift Testing's record of thrown errors (`Tests/TestEnvironment`), whose lock a parked handler must never
/// hold. Under the address sanitizer, which links its allocator into the program, parking is not safe at all.
enum ThreadParking {
    /// The signal the bench reserves for parking: `SIGUSR2`.
    static let signal = SIGUSR2

    /// Where the program's own machine code is loaded, read once, before the handler is installed: the
    /// handler only compares addresses.
    static let programCode: Range<UInt> = {
        // `/proc/self/maps` lists each mapping as `start-end perms offset device inode path`, in hexadecimal.
        guard let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        else { return 0..<0 }
        let ranges = maps.split(separator: "\n").compactMap { line -> Range<UInt>? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, fields[1].contains("x"), fields[5...].joined(separator: " ") == program else { return nil }
            let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
            return bounds.count == 2 && bounds[0] < bounds[1] ? bounds[0]..<bounds[1] : nil
        }
        guard let lower = ranges.map(\.lowerBound).min(), let upper = ranges.map(\.upperBound).max() else { return 0..<0 }
        return lower..<upper
    }()

    /// The key under which each intent thread keeps its `IntentThread`, for the handler to report that it parked.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static let installed: Void = {
        _ = programCode
        _ = threadKey
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, _, context in
            guard let context, programCode.contains(interruptedAddress(context)),
                let thread = pthread_getspecific(threadKey)
            else { return }
            Unmanaged<IntentThread>.fromOpaque(thread)._withUnsafeGuaranteedRef { $0.parked() }
            stopForGood()
        }
        // A handler that returns must not make the app's system calls fail: they restart.
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }()

    /// The address of the instruction the signal interrupted; 0, which is never the program's, where it is not known.
    private static func interruptedAddress(_ context: UnsafeMutableRawPointer) -> UInt {
        #if arch(x86_64)
        UInt(bitPattern: Int(context.assumingMemoryBound(to: ucontext_t.self).pointee.uc_mcontext.gregs.16))  // REG_RIP
        #elseif arch(arm64)
        UInt(context.assumingMemoryBound(to: ucontext_t.self).pointee.uc_mcontext.pc)
        #else
        0
        #endif
    }

    /// Stops the calling thread for good: what the signal's handler does, and what a thread does that
    /// learns it is being parked before the signal lands, so that it holds nothing when it does.
    static func stopForGood() -> Never {
        while true { pause() }
    }

    /// Installs the handler, once per process.
    static func install() { _ = installed }

    /// Lets the parking signal reach the calling thread, an intent thread: threads inherit their creator's
    /// signal mask, and libdispatch's worker threads, which create intent threads, block every signal.
    static func accept(for thread: IntentThread) {
        pthread_setspecific(threadKey, Unmanaged.passUnretained(thread).toOpaque())
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
