import Foundation

/// One of ActivityKit's async sequences, as the device delivers it. It counts what its consumer has
/// finished with: a value counts as done when the consumer asks for the next one (or stops), which
/// lets `Device.settle(timeout:)` wait for the app's loops to catch up.
public struct DeviceStream<Element: Sendable>: AsyncSequence, Sendable {
    let stream: AsyncStream<Element>
    let receipt: Receipt

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator(), receipt: receipt)
    }

    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Element>.Iterator
        let receipt: Receipt

        public mutating func next() async -> Element? {
            receipt.acknowledge()
            let element = await base.next()
            if element != nil { receipt.received() }
            return element
        }
    }

    /// What the consumer has received and not yet finished with.
    final class Receipt: @unchecked Sendable {
        private weak var device: Device?
        private let key: Int
        private let lock = NSLock()
        private var unacknowledged = 0

        init(device: Device, key: Int) {
            self.device = device
            self.key = key
        }

        func received() {
            lock.withLock { unacknowledged += 1 }
        }

        func acknowledge() {
            let count = lock.withLock { () -> Int in
                defer { unacknowledged = 0 }
                return unacknowledged
            }
            if count > 0 { device?.acknowledge(key, count: count) }
        }

        deinit { acknowledge() }
    }
}
