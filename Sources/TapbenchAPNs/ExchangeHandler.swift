#if APNs
import NIOCore
import NIOHTTP1

/// One HTTP/2 stream of the endpoint, seen as HTTP/1 parts: gathers the request, hands it to the provider API,
/// and writes the answer when it comes.
final class ExchangeHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let api: ProviderAPI
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []

    init(api: ProviderAPI) { self.api = api }

    /// More than any payload APNs takes, so that an oversized one still gets its 413 with its size.
    static let bodyLimit = 1 << 20

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body = []
        case .body(var buffer):
            if body.count < Self.bodyLimit, let bytes = buffer.readBytes(length: min(buffer.readableBytes, Self.bodyLimit - body.count)) {
                body += bytes
            }
        case .end:
            guard let head else { return }
            let request = ProviderRequest(
                method: head.method.rawValue, path: head.uri, headers: head.headers.map { ($0.name, $0.value) }, body: body)
            let api = self.api
            let promise = context.eventLoop.makePromise(of: ProviderResponse.self)
            promise.completeWithTask { await api.respond(to: request) }
            let bound = NIOLoopBound((handler: self, context: context), eventLoop: context.eventLoop)
            promise.futureResult.whenSuccess { response in
                bound.value.handler.write(response, context: bound.value.context)
            }
        }
    }

    private func write(_ response: ProviderResponse, context: ChannelHandlerContext) {
        var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
        headers.add(name: "content-length", value: String(response.body.count))
        let head = HTTPResponseHead(version: .http2, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !response.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }
}
#endif
