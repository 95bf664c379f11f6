#if APNs
import Foundation

/// curl with HTTP/2, trusting the endpoint's certificate with `--cacert`, as a script would call it.
struct Curl {
    let base: String
    let certificate: String

    func send(_ request: ClientRequest) async throws -> ClientResponse {
        var arguments = ["-sS", "--http2", "--cacert", certificate, "-X", request.method, "-D", "-", "-o", "/dev/stderr"]
        for (name, value) in request.headers { arguments += ["-H", "\(name): \(value)"] }
        if request.method == "POST" { arguments += ["--data-binary", "@-"] }
        arguments.append(base + request.path)
        let (status, output, errors) = try await Clients.launch(Clients.curl, arguments, input: request.body)
        guard status == 0 else { throw ClientMissing(message: "curl failed (\(status)): \(errors)") }
        return Self.parse(head: output, body: errors)
    }

    /// The header block curl dumps (`HTTP/2 200`, then `name: value` lines).
    static func parse(head: String, body: String) -> ClientResponse {
        var lines = head.split(whereSeparator: \.isNewline).map(String.init)
        let status = lines.isEmpty ? 0 : Int(lines.removeFirst().split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return ClientResponse(status: status, headers: headers, body: body)
    }
}
#endif
