#if APNs
import NIOCore
import NIOHTTP2
import NIOPosix
import NIOSSL
#if canImport(Glibc)
import Glibc
#endif

/// APNs's provider API served over HTTP/2 with TLS, on loopback: point a push server at it, and each push it
/// sends is answered as APNs answers and applied on the bench's device as iOS applies it.
///
/// ```swift
/// let endpoint = try await APNsEndpoint.start(host: "127.0.0.1", port: 0, identity: identity, api: api)
/// endpoint.port          // the port it listens on, the system's choice for port 0
/// try await endpoint.stop()
/// ```
public final class APNsEndpoint: Sendable {
    public let host: String
    public let port: Int
    private let channel: any Channel
    private let group: MultiThreadedEventLoopGroup

    private init(host: String, port: Int, channel: any Channel, group: MultiThreadedEventLoopGroup) {
        self.host = host
        self.port = port
        self.channel = channel
        self.group = group
    }

    /// Listens on `host`:`port` (0 for any free port), speaking HTTP/2 over TLS with `identity`'s certificate.
    public static func start(host: String, port: Int, identity: ServerIdentity, api: ProviderAPI) async throws -> APNsEndpoint {
        var tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(identity.certificatePEM.utf8)).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(identity.privateKeyPEM.utf8), format: .pem)))
        tls.applicationProtocols = ["h2"]
        let context = try NIOSSLContext(configuration: tls)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let channel = try await ServerBootstrap(group: group)
                .serverChannelOption(ChannelOptions.backlog, value: 256)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
                        _ = try channel.pipeline.syncOperations.configureHTTP2Pipeline(
                            mode: .server, connectionConfiguration: .init(), streamConfiguration: .init()
                        ) { stream in
                            stream.eventLoop.makeCompletedFuture {
                                try stream.pipeline.syncOperations.addHandlers([HTTP2FramePayloadToHTTP1ServerCodec(), ExchangeHandler(api: api)])
                            }
                        }
                    }
                }
                .bind(host: host, port: port).get()
            return APNsEndpoint(host: host, port: channel.localAddress?.port ?? port, channel: channel, group: group)
        } catch let error as IOError {
            try? await group.shutdownGracefully()
            throw ListenFailure(errno: error.errnoCode)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Why the endpoint cannot listen, in words a person can act on rather than the socket call's.
    public struct ListenFailure: Error, CustomStringConvertible {
        public let errno: Int32

        public var description: String {
            switch errno {
            case EADDRINUSE: "the port is in use (choose another, or 0 for any free port)"
            case EADDRNOTAVAIL: "no network interface of this machine has that address (try 127.0.0.1)"
            case EACCES: "ports below 1024 need privileges (choose one from 1024 up, such as 2197)"
            default: String(cString: strerror(errno)).lowercased()
            }
        }
    }

    /// Stops listening and closes every connection.
    public func stop() async throws {
        try? await channel.close()
        try await group.shutdownGracefully()
    }
}
#endif
