import Foundation
import TapbenchCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A TCP connection to a server on this machine that sends one request and reads the whole answer, with one deadline
/// for all of it on the machine's own clock (`MachineTime`), which app code's clocks never change. Blocking:
/// `LoopbackForwarding` runs it on a thread of its own.
struct LoopbackConnection {
    enum Failure: Error {
        /// Nothing listens there, or the connection broke.
        case refused
        /// The deadline passed first.
        case timedOut
    }

    let host: String
    let port: Int
    /// When the answer must be in, as `MachineTime.now` reads.
    let deadline: Duration

    /// Everything the server sent back for `request`, until it closed the connection.
    func exchange(_ request: Data) throws(Failure) -> Data {
        let socket = try connect()
        defer { close(socket) }
        var sent = 0
        while sent < request.count {
            try wait(for: socket, events: Int16(POLLOUT))
            let count = request.withUnsafeBytes { send(socket, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL)) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { throw .refused }
            sent += count
        }
        var answer = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            try wait(for: socket, events: Int16(POLLIN))
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 { return answer }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { throw .refused }
            answer.append(buffer, count: count)
        }
    }

    private func connect() throws(Failure) -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { throw .refused }
        defer { freeaddrinfo(found) }
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let candidate = address {
            let socket = Glibc.socket(candidate.pointee.ai_family, candidate.pointee.ai_socktype | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            if socket >= 0 {
                if Glibc.connect(socket, candidate.pointee.ai_addr, candidate.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
                    do {
                        try wait(for: socket, events: Int16(POLLOUT))
                        var error: Int32 = 0
                        var length = socklen_t(MemoryLayout<Int32>.size)
                        if getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 { return socket }
                    } catch {
                        close(socket)
                        throw error
                    }
                }
                close(socket)
            }
            address = candidate.pointee.ai_next
        }
        throw .refused
    }

    /// Waits until `socket` is ready for `events`, or throws once the deadline has passed.
    private func wait(for socket: Int32, events: Int16) throws(Failure) {
        while true {
            let left = deadline - MachineTime.now
            guard left > .zero else { throw .timedOut }
            let milliseconds = Int32(clamping: Int64((left / .milliseconds(1)).rounded(.up)))
            var polled = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&polled, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .refused }
        }
    }
}
