import Foundation
import TapbenchTestSupport
import Testing

/// `tapbench init` as a person runs it: the built executable, in the project's folder.
@Suite("tapbench init at the command line")
struct InitProcessTests {
    /// This package's folder, which the built `tapbench` takes for Tapbench's by default.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("a refusal is one line on standard error, exit 2, nothing on standard output and nothing written")
    func refusal() async throws {
        let project = try FakeXcodeProject()
        let before = project.snapshot()
        let result = try await TapbenchProcess.run(["init", "bench", "--sources", "Pizza"], input: "", directory: project.url)
        #expect(result.status == 2)
        #expect(result.standardError == "Error: no @main WidgetBundle or Widget in Pizza — the widget extension's folder must be among --sources\n")
        #expect(result.standardOutput == "")
        #expect(project.snapshot() == before)
    }

    @Test("by default the bench package depends on the Tapbench package the executable was built from")
    func defaultTapbench() async throws {
        let project = try FakeXcodeProject()
        let result = try await TapbenchProcess.run(["init", "bench", "--sources", "PizzaWidgets"], input: "", directory: project.url)
        #expect(result.status == 0)
        #expect(result.lines.first == "bundle identifier com.example.pizza, read from Pizza.xcodeproj")
        let manifest = try String(contentsOf: project.url.appendingPathComponent("bench/Package.swift"), encoding: .utf8)
        let declaration = try #require(manifest.split(separator: "\n").first { $0.contains(".package(name: \"tapbench\", path: ") })
        let path = try #require(declaration.split(separator: "\"").dropFirst(3).first)
        let dependency = URL(fileURLWithPath: String(path), relativeTo: project.url.appendingPathComponent("bench")).standardizedFileURL
        #expect(dependency.resolvingSymlinksInPath() == Self.repository.resolvingSymlinksInPath())
    }
}
