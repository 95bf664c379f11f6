import Foundation

/// Where the bench package finds Tapbench: a folder on this machine, or a git URL.
enum TapbenchDependency: Equatable {
    case path(URL)
    case url(String)

    /// The Tapbench package this executable was built from: the default.
    static let builtFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `--tapbench PATH|URL` from the folder `base`; nil takes the package at `builtFrom`.
    static func given(_ text: String?, base: URL, builtFrom: URL) throws(InitRefusal) -> TapbenchDependency {
        guard let text else {
            guard hasManifest(builtFrom) else { throw .tapbenchGone(builtFrom.path) }
            return .path(FileLocations.resolved(builtFrom))
        }
        if text.contains("://") || text.hasPrefix("git@") { return .url(text) }
        let folder = FileLocations.resolved(text, base: base)
        guard hasManifest(folder) else { throw .noTapbench(text) }
        return .path(folder)
    }

    /// The package's identity in SwiftPM, which `.product(name:package:)` names: `tapbench` for a folder,
    /// which the declaration names so (a folder's identity would be its name, which differs between
    /// checkouts and CI machines), or the URL's last component, lowercased, without `.git`.
    var identity: String {
        switch self {
        case .path:
            return "tapbench"
        case .url(let text):
            let last = text.split(whereSeparator: { "/:".contains($0) }).last.map(String.init) ?? text
            return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
        }
    }

    /// Where the package at `directory` finds it: a path relative to that folder when they share a
    /// folder, else absolute; or the URL.
    func location(from directory: URL) -> String {
        switch self {
        case .path(let url): FileLocations.shareAFolder(url, directory) ? FileLocations.relative(from: directory, to: url) : url.path
        case .url(let text): text
        }
    }

    /// The manifest's line for it, in the package at `directory`, with the package's `traits` enabled; a URL from the
    /// first release.
    func declaration(in directory: URL, traits: [String]) -> String {
        let enabled = traits.isEmpty ? "" : ", traits: [\(traits.map(SwiftLiteral.string).joined(separator: ", "))]"
        switch self {
        case .path: return ".package(name: \"tapbench\", path: \(SwiftLiteral.string(location(from: directory)))\(enabled))"
        case .url(let text): return ".package(url: \(SwiftLiteral.string(text)), from: \"0.1.0\"\(enabled))"
        }
    }

    private static func hasManifest(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    }
}
