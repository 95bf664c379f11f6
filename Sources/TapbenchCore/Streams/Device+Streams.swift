/// ActivityKit's async sequences, and waiting for the app's tasks that consume them.
extension Device {
    func subscribe<Value: Sendable>(_ topic: Subscribers.Topic, initial: Value?, as _: Value.Type) -> DeviceStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let key = withStorage { storage in
            let key = storage.subscribers.add(topic, AnyContinuation(continuation))
            if let initial {
                storage.subscribers.recordYield(to: key)
                continuation.yield(initial)
            }
            return (key, [])
        }
        continuation.onTermination = { [weak self] termination in
            // A sequence the device finished (a dismissal, `shutDown`) is already accounted for: its
            // consumer may still be working through what it was given.
            guard case .cancelled = termination, let self else { return }
            withStorage { storage in
                _ = storage.subscribers.remove(topic, key: key)
                return ((), storage.settling.takeSettled(pending: storage.pendingWork, wallClock))
            }
        }
        return DeviceStream(stream: stream, receipt: DeviceStream.Receipt(device: self, key: key))
    }

    /// The subscriber `key` finished with `count` values.
    func acknowledge(_ key: Int, count: Int) {
        withStorage { storage in
            storage.subscribers.acknowledge(key, count: count)
            return ((), storage.settling.takeSettled(pending: storage.pendingWork, wallClock))
        }
    }

    /// Waits, up to `timeout` of `wallClock`'s time, until the app's tasks have finished with every value the
    /// device gave them (a push token forwarded to the server, a cleanup after dismissal) and every request they
    /// sent has had its answer handed back. Commands begin
    /// and end with it, so what they print does not depend on how the app's tasks happened to be scheduled.
    /// It waits on the acknowledgements themselves rather than polling, so a command costs no more
    /// than the app's tasks take; the timeout only ends a wait for a task that never asks for its next
    /// value, and is generous so that a loaded machine (a parallel test run) does not change the output.
    ///
    /// In a worker, where the bench runs the app's tasks (`AppScheduler`), it first waits until the app is idle, and
    /// again after the acknowledgements, so a task nobody awaits has finished, or waits on the clock, when it returns.
    public func settle(timeout: Duration = .seconds(10)) async {
        guard let scheduler = AppScheduler.installed else { return await acknowledged(timeout: timeout) }
        await scheduler.idle()
        guard withStorage({ ($0.pendingWork, []) }) > 0 else { return }
        await acknowledged(timeout: timeout)
        await scheduler.idle()
    }

    /// Waits for the acknowledgements `settle(timeout:)` waits for.
    private func acknowledged(timeout: Duration) async {
        guard withStorage({ ($0.pendingWork, []) }) > 0 else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let key = withStorage { ($0.settling.nextKey(), []) }
            let alarm = wallClock.schedule(after: timeout) { [weak self] in
                self?.withStorage { ((), $0.settling.timedOut(key).map { [$0] } ?? []) }
            }
            let waiting = withStorage { storage -> (Bool, [CheckedContinuation<Void, Never>]) in
                guard storage.pendingWork > 0 else { return (false, []) }
                storage.settling.add(key, continuation, alarm: alarm)
                return (true, [])
            }
            if !waiting {
                wallClock.cancel(alarm)
                continuation.resume()
            }
        }
    }

    /// Ends every async sequence, so that the app's tasks that loop over them finish.
    public func shutDown() {
        let (finished, waiting) = withStorage { storage in
            ((storage.subscribers.removeAll(), storage.settling.takeAll(wallClock)), [])
        }
        for finish in finished { finish() }
        for waiter in waiting { waiter.resume() }
    }
}
