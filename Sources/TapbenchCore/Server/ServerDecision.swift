/// What becomes of a request the app sent: answered here, or sent on to a server on this machine.
public enum ServerDecision: Sendable, Hashable {
    /// A stub answered, or none did and the app sees the phone offline; the exchange is recorded.
    case answered(ServerExchange)
    /// A `server forward` stub sends it to `target`; `DeviceServer.forwarded` records what came back.
    case forward(stub: Int, target: String)
}
