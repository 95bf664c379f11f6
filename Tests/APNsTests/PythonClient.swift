#if APNs
import Foundation

/// httpx over HTTP/2 (Debian's `python3-httpx` and `python3-h2`), trusting the endpoint's certificate with
/// `verify=`: the requests go in one process, over one connection, in order.
struct PythonClient {
    let base: String
    let certificate: String

    static let script = #"""
        import base64, json, sys, httpx
        base, certificate = sys.argv[1], sys.argv[2]
        answers = []
        with httpx.Client(http2=True, verify=certificate, timeout=60) as client:
            for request in json.load(sys.stdin):
                response = client.request(request["method"], base + request["path"], headers=request["headers"],
                                          content=base64.b64decode(request["body"]))
                answers.append({"status": response.status_code, "version": response.http_version,
                                "headers": dict(response.headers), "body": response.text})
        json.dump(answers, sys.stdout)
        """#

    func send(_ requests: [ClientRequest]) async throws -> [ClientResponse] {
        let described: [[String: Any]] = requests.map {
            ["method": $0.method, "path": $0.path, "headers": $0.headers.map { [$0.0, $0.1] }, "body": Data($0.body).base64EncodedString()]
        }
        let input = try JSONSerialization.data(withJSONObject: described)
        let (status, output, errors) = try await Clients.launch(Clients.python, ["-c", Self.script, base, certificate], input: Array(input))
        guard status == 0, let answers = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
            throw ClientMissing(message: "the Python client failed (\(status)): \(errors)")
        }
        return answers.map { answer in
            guard answer["version"] as? String == "HTTP/2" else { return ClientResponse(status: 0, headers: [:], body: "not HTTP/2") }
            return ClientResponse(
                status: answer["status"] as? Int ?? 0, headers: answer["headers"] as? [String: String] ?? [:], body: answer["body"] as? String ?? "")
        }
    }
}
#endif
