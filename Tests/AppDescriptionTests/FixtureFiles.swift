import Foundation

@testable import TapbenchAppDescription

/// The Pizza app's files under `Fixtures/`, and files held in memory for the reader.
enum FixtureFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    /// Reads `files` with these texts standing for the files at their paths; any other path does not exist.
    static func read(
        _ files: AppFiles, _ texts: [String: String], bundleIdentifier: String? = nil, buildSettings: [String: String] = [:]
    ) -> DeclaredApp {
        files.read(bundleIdentifier: bundleIdentifier, buildSettings: buildSettings) { path throws(FileProblem) in
            guard let text = texts[path] else { throw FileProblem(reason: "does not exist") }
            return Data(text.utf8)
        }
    }
}
