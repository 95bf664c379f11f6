#if APNs
import Crypto
import Foundation
import SwiftASN1
import X509

/// The endpoint's TLS certificate and key: made on first use and kept under the bench's state folder
/// (`$XDG_STATE_HOME/tapbench/apns/` or `~/.local/state/tapbench/apns/`), so that a client trusts it once
/// (`curl --cacert …/certificate.pem`). Self-signed, for `localhost`, `127.0.0.1` and `::1`, for ten years.
///
/// ```swift
/// let identity = try ServerIdentity.loadOrMake(in: ServerIdentity.defaultFolder(), now: Date())
/// identity.certificatePath   // "/home/qa/.local/state/tapbench/apns/certificate.pem"
/// ```
public struct ServerIdentity: Sendable {
    public let certificatePath: String
    public let certificatePEM: String
    public let privateKeyPEM: String

    /// The folder the certificate lives in, from the environment as the REPL's history does.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/state"
        return URL(fileURLWithPath: state).appendingPathComponent("tapbench/apns", isDirectory: true)
    }

    /// The certificate kept in `folder`, or a new one written there when there is none (or it cannot be read).
    public static func loadOrMake(in folder: URL, now: Date) throws -> ServerIdentity {
        let certificateURL = folder.appendingPathComponent("certificate.pem")
        let keyURL = folder.appendingPathComponent("key.pem")
        if let certificate = try? String(contentsOf: certificateURL, encoding: .utf8), let key = try? String(contentsOf: keyURL, encoding: .utf8),
            (try? Certificate(pemEncoded: certificate)) != nil, (try? P256.Signing.PrivateKey(pemRepresentation: key)) != nil
        {
            return ServerIdentity(certificatePath: certificateURL.path, certificatePEM: certificate, privateKeyPEM: key)
        }
        let key = P256.Signing.PrivateKey()
        let certificate = try make(key: key, now: now)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(key.pemRepresentation.utf8).write(to: keyURL, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: keyURL.path)
        try Data(certificate.utf8).write(to: certificateURL, options: .atomic)
        return ServerIdentity(certificatePath: certificateURL.path, certificatePEM: certificate, privateKeyPEM: key.pemRepresentation)
    }

    private static func make(key: P256.Signing.PrivateKey, now: Date) throws -> String {
        let privateKey = Certificate.PrivateKey(key)
        let name = try DistinguishedName {
            OrganizationName("Tapbench")
            CommonName("Tapbench APNs endpoint")
        }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
            Critical(KeyUsage(digitalSignature: true, keyCertSign: true))
            try ExtendedKeyUsage([.serverAuth])
            SubjectKeyIdentifier(hash: privateKey.publicKey)
            AuthorityKeyIdentifier(keyIdentifier: SubjectKeyIdentifier(hash: privateKey.publicKey).keyIdentifier)
            SubjectAlternativeNames([
                .dnsName("localhost"), .ipAddress(ASN1OctetString(contentBytes: [127, 0, 0, 1])),
                .ipAddress(ASN1OctetString(contentBytes: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])),
            ])
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: privateKey.publicKey, notValidBefore: now.addingTimeInterval(-3600),
            notValidAfter: now.addingTimeInterval(10 * 365 * 86_400), issuer: name, subject: name, extensions: extensions, issuerPrivateKey: privateKey)
        return try certificate.serializeAsPEM().pemString
    }
}
#endif
