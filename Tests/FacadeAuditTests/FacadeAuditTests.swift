import Foundation
import Testing

/// The facades promise that code written for iOS compiles here and that code written here compiles on iOS. Each
/// public declaration of ActivityKit, WidgetKit, AppIntents and SwiftUI is listed in `ApplePages/` with the page of
/// Apple's documentation it mirrors (same name, same argument labels) and its iOS availability, or marked as the
/// bench's own with the reason. A declaration with neither fails, and so does a listed one that is gone.
@Suite("Facade audit")
struct FacadeAuditTests {
    static let modules = ["ActivityKit", "WidgetKit", "AppIntents", "SwiftUI"]
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Forms the facades once had and iOS never did, with what iOS has instead: they must not come back.
    static let invented: [String: String] = [
        "Activity.request(attributes:content:pushType:start:)":
            "iOS 26 schedules with request(attributes:content:pushType:style:alertConfiguration:start:), alert required",
    ]

    static func declarations(of module: String) throws -> [FacadeDeclarations.Declaration] {
        let folder = sources.appendingPathComponent(module)
        var reader = FacadeDeclarations()
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
        for file in files {
            reader.read(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8), file: "\(module)/\(file)")
        }
        return reader.declarations
    }

    @Test("every public declaration has Apple's page or a reason, and every listed one exists", arguments: modules)
    func everyDeclarationIsListed(module: String) throws {
        let declarations = try Self.declarations(of: module)
        let list = try ApplePageList(module: module)
        #expect(list.problems == [])
        let listed = Dictionary(list.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let unlisted = declarations.filter { listed[$0.path] == nil }.map { "\($0.path)  (\($0.file):\($0.line))" }
        #expect(unlisted == [], "declarations with no Apple page and no reason in ApplePages/\(module).txt")
        let declared = Set(declarations.map(\.path))
        let gone = list.entries.filter { !declared.contains($0.path) }.map { "\($0.path)  (\($0.source))" }
        #expect(gone == [], "listed declarations the facade no longer has")
        let twice = Dictionary(grouping: list.entries, by: \.path).filter { $0.value.count > 1 }.keys.sorted()
        #expect(twice == [], "declarations listed more than once")
    }

    @Test("each page is Apple's for the declaration's own name and labels, with an iOS availability", arguments: modules)
    func pagesNameTheDeclaration(module: String) throws {
        let list = try ApplePageList(module: module)
        var wrong: [String] = []
        for entry in list.entries {
            switch entry.mirror {
            case .page(let page, let availability):
                if !page.hasPrefix("/documentation/") { wrong.append("\(entry.source): \(page) is not a documentation page") }
                if Self.title(ofPage: page) != Self.title(ofPath: entry.path) {
                    wrong.append("\(entry.source): \(page) documents \(Self.title(ofPage: page)), not \(Self.title(ofPath: entry.path))")
                }
                if availability.wholeMatch(of: /iOS \d+\.\d+(, deprecated \d+\.\d+)?/) == nil {
                    wrong.append("\(entry.source): '\(availability)' is not an availability — write iOS 16.1 or iOS 16.1, deprecated 16.2")
                }
            case .own(let reason):
                if reason.split(separator: " ").count < 4 { wrong.append("\(entry.source): say why the bench has \(entry.path)") }
            }
        }
        #expect(wrong == [])
    }

    @Test("what Apple deprecates, the facade marks deprecated, and nothing else", arguments: modules)
    func deprecationsMatchApple(module: String) throws {
        let declarations = try Self.declarations(of: module)
        let list = try ApplePageList(module: module)
        let markedInSource = Set(declarations.filter(\.isDeprecated).map(\.path))
        var deprecatedByApple: Set<String> = []
        for entry in list.entries {
            guard case .page(_, let availability) = entry.mirror,
                let version = availability.firstMatch(of: /deprecated (\d+)\.\d+/).flatMap({ Int($0.1) }), version < 100_000
            else { continue }
            deprecatedByApple.insert(entry.path)
        }
        #expect(deprecatedByApple.subtracting(markedInSource).sorted() == [], "deprecated by Apple, not marked @available(iOS, deprecated:) here")
        #expect(markedInSource.subtracting(deprecatedByApple).sorted() == [], "marked deprecated here, not by Apple")
    }

    @Test("forms iOS never had stay out of the facades")
    func inventedFormsStayOut() throws {
        let declared = Set(try Self.modules.flatMap { try Self.declarations(of: $0) }.map(\.path))
        #expect(Self.invented.keys.filter(declared.contains).sorted() == [])
    }

    /// `Activity.request(attributes:content:)` → `request(attributes:content:)`; `Activity` → `Activity`.
    static func title(ofPath path: String) -> String {
        let name = path.split(separator: "(", maxSplits: 1)
        let owner = name[0].split(separator: ".")
        return String(owner.last ?? "") + (name.count > 1 ? "(" + name[1] : "")
    }

    /// The page's last component without DocC's disambiguation: `contentState-swift.property` → `contentState`,
    /// `init(_:isOn:action:valueLabel:)-4lk32` → `init(_:isOn:action:valueLabel:)`.
    static func title(ofPage page: String) -> String {
        guard let last = page.split(separator: "/").last else { return "" }
        var title = String(last)
        if let suffix = title.firstMatch(of: /-(swift\.[A-Za-z.]+|[0-9a-z]{4,6})$/) {
            title.removeSubrange(suffix.range)
        }
        return title
    }
}
