#if APNs
import Foundation
import TapbenchCommands
import TapbenchCore

/// APNs's provider API for one app, answered as APNs answers it, with each push delivered to the bench's
/// device as a `push` command (Apple's documentation: "Sending notification requests to APNs", "Sending
/// broadcast push notification requests to APNs", "Sending channel management requests to APNs", "Handling
/// notification responses from APNs"):
///
/// - `POST /3/device/{token}`: a push to an activity's token or a push-to-start token;
/// - `POST /4/broadcasts/apps/{bundle}` with `apns-channel-id`: a broadcast to a channel's subscribers;
/// - `POST`, `GET`, `DELETE /1/apps/{bundle}/channels` and `GET /1/apps/{bundle}/all-channels`: channels.
///
/// ```swift
/// let api = ProviderAPI(bundleIdentifier: "com.example.delivery", tokens: tokens, channels: BroadcastChannels()) { line in
///     await session.execute(line)          // push {"aps":…} --token 35714a86… --priority 10 …
/// } report: { print($0.summary) }
/// let response = await api.respond(to: request)
/// ```
public struct ProviderAPI: Sendable {
    public let bundleIdentifier: String
    let tokens: ProviderTokens
    let channels: BroadcastChannels
    let deliver: @Sendable (String) async -> CommandOutcome
    let report: @Sendable (ProviderReport) -> Void

    public init(
        bundleIdentifier: String, tokens: ProviderTokens, channels: BroadcastChannels, deliver: @escaping @Sendable (String) async -> CommandOutcome,
        report: @escaping @Sendable (ProviderReport) -> Void
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.tokens = tokens
        self.channels = channels
        self.deliver = deliver
        self.report = report
    }

    /// The answer to `request`, after its push (if any) has reached the device.
    public func respond(to request: ProviderRequest) async -> ProviderResponse {
        let management = request.segments.first == "1" || request.segments.first == "4"
        let idName = management ? "apns-request-id" : "apns-id"
        let id = request.header(idName).flatMap { isUUID($0) ? $0 : nil } ?? UUID().uuidString
        var outcome: CommandOutcome?
        let response: ProviderResponse
        do throws(Refusal) {
            let route = try Route(request, bundleIdentifier: bundleIdentifier)
            if let repeated = request.repeatedHeader {
                throw Refusal(400, "DuplicateHeaders", "the header \(repeated) comes more than once")
            }
            try tokens.check(request.header("authorization"))
            response = try await answer(route, request, id: (idName, id), outcome: &outcome)
        } catch {
            response = .refusal(error, id: (idName, id))
            report(ProviderReport(summary: summary(request, error.status, "\(error.reason)\(error.explanation.isEmpty ? "" : ": \(error.explanation)")"), lines: outcome?.lines ?? [], records: outcome?.eventRecords ?? []))
            return response
        }
        report(ProviderReport(summary: summary(request, response.status, nil), lines: outcome?.lines ?? [], records: outcome?.eventRecords ?? []))
        return response
    }

    private func answer(_ route: Route, _ request: ProviderRequest, id: (name: String, value: String), outcome: inout CommandOutcome?) async throws(Refusal) -> ProviderResponse {
        switch route {
        case .device(let token):
            guard let topic = request.header("apns-topic") else {
                throw Refusal(400, "MissingTopic", "no apns-topic; with a provider token it is required — send \(bundleIdentifier).push-type.liveactivity")
            }
            let line = try pushLine(request, target: .token(token), topic: topic)
            return try await delivered(line, id: id, outcome: &outcome)
        case .broadcast:
            guard let channel = request.header("apns-channel-id") else {
                throw Refusal(400, "MissingChannelId", "no apns-channel-id; a broadcast names the channel it goes to")
            }
            try checkChannel(channel)
            let line = try pushLine(request, target: .channel(channel), topic: nil)
            return try await delivered(line, id: id, outcome: &outcome)
        case .createChannel:
            // A body that is not a JSON object has neither field.
            let body = (try? JSONParser.parse(request.body))?.objectValue ?? JSONObject()
            guard body["push-type"]?.stringValue == "LiveActivity" else {
                throw Refusal(400, "InvalidPushType", "push-type is \(body["push-type"]?.jsonText ?? "missing"); a channel's is \"LiveActivity\"")
            }
            guard let policy = body["message-storage-policy"]?.doubleValue.flatMap(Int.init(exactly:)), policy == 0 || policy == 1 else {
                throw Refusal(
                    400, "BadMessageStoragePolicy",
                    "message-storage-policy is \(body["message-storage-policy"]?.jsonText ?? "missing"); send 0 (no storage) or 1 (the latest message)")
            }
            let channel = try channels.create(storagePolicy: policy)
            return ProviderResponse(status: 201, headers: [id, ("apns-channel-id", channel)])
        case .readChannel:
            let channel = try namedChannel(request)
            return .json(200, #"{"message-storage-policy":\#(channels.policy(of: channel) ?? 0),"push-type":"LiveActivity"}"#, headers: [id])
        case .deleteChannel:
            let channel = try namedChannel(request)
            _ = channels.delete(channel)
            return ProviderResponse(status: 204, headers: [id])
        case .allChannels:
            let list = channels.all.map { JSONValue.string($0).jsonText }.joined(separator: ",")
            return .json(200, #"{"channels":[\#(list)]}"#, headers: [id])
        }
    }

    /// Runs the push on the device and answers as APNs would.
    private func delivered(_ line: String, id: (name: String, value: String), outcome: inout CommandOutcome?) async throws(Refusal) -> ProviderResponse {
        let result = await deliver(line)
        outcome = result
        if let refusal = PushVerdict.refusal(of: result) { throw refusal }
        var headers = [id]
        if id.name == "apns-id" { headers.append(("apns-unique-id", UUID().uuidString.lowercased())) }
        return ProviderResponse(status: 200, headers: headers)
    }

    private func pushLine(_ request: ProviderRequest, target: PushCommandLine.Target, topic: String?) throws(Refusal) -> String {
        guard let pushType = request.header("apns-push-type") else {
            throw Refusal(400, "InvalidPushType", "no apns-push-type; a Live Activity's push must say liveactivity")
        }
        let priority = request.header("apns-priority") ?? "10"
        guard Int(priority) != nil else {
            throw Refusal(400, "BadPriority", "apns-priority is '\(priority)'; use 10 (now) or 5 (when convenient)")
        }
        return try PushCommandLine(
            payload: request.body, target: target, pushType: pushType, topic: topic, priority: priority,
            optional: [
                ("--expiration", request.header("apns-expiration")), ("--collapse-id", request.header("apns-collapse-id")),
                ("--apns-id", request.segments.first == "3" ? request.header("apns-id") : nil),
            ]
        ).text
    }

    /// The channel a management request names in `apns-channel-id`, which must exist.
    private func namedChannel(_ request: ProviderRequest) throws(Refusal) -> String {
        guard let channel = request.header("apns-channel-id") else {
            throw Refusal(400, "MissingChannelId", "no apns-channel-id; name the channel")
        }
        try checkChannel(channel)
        return channel
    }

    private func checkChannel(_ channel: String) throws(Refusal) {
        guard BroadcastChannels.isWellFormed(channel) else {
            throw Refusal(400, "BadChannelId", "apns-channel-id '\(channel)' is not base64; use an ID the channel management API returned")
        }
        guard channels.policy(of: channel) != nil else {
            throw Refusal(400, "ChannelNotRegistered", "no channel \(channel); make one with POST /1/apps/\(bundleIdentifier)/channels")
        }
    }

    private func summary(_ request: ProviderRequest, _ status: Int, _ refusal: String?) -> String {
        let path = request.path.count > 40 ? request.path.prefix(40) + "…" : Substring(request.path)
        return "apns: \(request.method) \(path) → \(status)\(refusal.map { " \($0)" } ?? "")"
    }

    private func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}
#endif
