import Foundation
import TapbenchCore

/// The push tokens the app sent its server, as `tokens` shows them: found in its requests (`server log`), in their
/// bodies or URLs, as hex in either case or as base64, so that QA see what the server got without the app saying.
///
/// ```
/// server (the tokens the app sent in its requests):
///   push-to-start token 1d076510… for DeliveryAttributes — request 1, POST https://api.delivery.example.com/push-to-start-tokens → 204
/// ```
struct ServerTokens {
    let device: Device

    /// A token the device issued, and what it belongs to.
    private struct Issued {
        let token: String
        let kind: String
        let owner: String
        /// The forms a request may carry it in, lower-cased: hex, and base64.
        let forms: [String]
    }

    var lines: [String] {
        let issued = issuedTokens()
        var found: [String] = []
        for exchange in device.server.log {
            let text = (exchange.request.url + "\n" + String(decoding: exchange.request.body, as: UTF8.self)).lowercased()
            let answer: String =
                switch exchange.reply {
                case .response(let response): String(response.status)
                case .failure(let failure): failure.description
                }
            for token in issued where token.forms.contains(where: text.contains) {
                found.append(
                    "  \(token.kind) \(token.token.prefix(8))… for \(token.owner) — request \(exchange.number), "
                        + "\(exchange.request.method) \(exchange.request.url) → \(answer)")
            }
        }
        guard !found.isEmpty else { return ["server: the app has sent no tokens in its requests ('server log' lists them)"] }
        return ["server (the tokens the app sent in its requests):"] + found
    }

    /// Every token the device issued: each type's push-to-start token, then each activity's, retired ones too.
    private func issuedTokens() -> [Issued] {
        var issued: [Issued] = device.catalog.activityTypes.compactMap { type in
            device.pushToStartToken(ofType: type.name).map { Issued(token: $0, kind: "push-to-start token", owner: type.name, forms: Self.forms(of: $0)) }
        }
        for activity in device.activities {
            if let token = activity.pushToken { issued.append(Issued(token: token, kind: "activity token", owner: "#\(activity.number)", forms: Self.forms(of: token))) }
        }
        for (token, number) in device.retiredTokens.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            issued.append(Issued(token: token, kind: "retired activity token", owner: "#\(number)", forms: Self.forms(of: token)))
        }
        return issued
    }

    /// A hex token as a request may carry it: the hex, and the base64 of its bytes.
    private static func forms(of token: String) -> [String] {
        [token.lowercased()] + (Data(hexadecimal: token).map { [$0.base64EncodedString().lowercased()] } ?? [])
    }
}
