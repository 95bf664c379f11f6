import Testing

/// The audit is only as good as its reading of the sources: every public declaration, named as Apple's pages are.
@Suite("Reading a facade's public declarations")
struct FacadeDeclarationsTests {
    static let source = #"""
        import Foundation

        /// A "public func inDocComment()" is not a declaration.
        public struct Outer<Value>: Sendable where Value: Hashable {
            public let id: String
            let hidden: Int
            public init(_ value: Value, label other: Int = 0) {
                let text = "public func inString() { \(value) }"
                switch other { case 0: break; default: break }
            }
            public static func make(@Builder<Value> content: () -> [Value], _ rest: Int...) -> Outer { fatalError() }
            @available(iOS, deprecated: 16.2, message: "Use id instead")
            public var old: String { id }
            public subscript(key: String) -> Int { 0 }
            private func secret() {}
            public struct Inner { public static let shared = Inner() }
        }

        public enum Kind: Sendable {
            case plain, valued(Int), labelled(id: String, Int)
            case last
            public static func == (lhs: Kind, rhs: Kind) -> Bool { true }
        }

        public protocol Requirement {
            associatedtype Output
            var value: Output { get }
            func run() async throws
        }

        public extension Outer {
            func fromPublicExtension() {}
        }

        extension Outer {
            func internalByDefault() {}
            public func viewModifier(_ x: Int) -> some Sendable { x }
        }

        @freestanding(declaration)
        public macro Shown(_ name: String) = #externalMacro(module: "M", type: "T")

        public func withAnimation<Result>(_ animation: Int? = nil, _ body: () throws -> Result) rethrows -> Result { try body() }
        """#

    @Test("public types, members, cases, requirements and macros, named with their argument labels; nothing private, internal, in a comment or in a string")
    func readsWhatIsPublic() {
        var reader = FacadeDeclarations()
        reader.read(Self.source, file: "Sample.swift")
        #expect(reader.declarations.map(\.path) == [
            "Outer", "Outer.id", "Outer.init(_:label:)", "Outer.make(content:_:)", "Outer.old", "Outer.subscript(_:)",
            "Outer.Inner", "Outer.Inner.shared",
            "Kind", "Kind.plain", "Kind.valued(_:)", "Kind.labelled(id:_:)", "Kind.last", "Kind.==(_:_:)",
            "Requirement", "Requirement.Output", "Requirement.value", "Requirement.run()",
            "Outer.fromPublicExtension()", "Outer.viewModifier(_:)",
            "Shown(_:)", "withAnimation(_:_:)",
        ])
        #expect(reader.declarations.filter(\.isDeprecated).map(\.path) == ["Outer.old"])
        #expect(reader.declarations.first { $0.path == "Outer.old" }?.line == 13)
    }

    @Test("a page's title drops DocC's disambiguation, and a path's title is its last name with its labels")
    func titles() {
        #expect(FacadeAuditTests.title(ofPage: "/documentation/ActivityKit/Activity/contentState-swift.property") == "contentState")
        #expect(FacadeAuditTests.title(ofPage: "/documentation/WidgetKit/ControlWidgetToggle/init(_:isOn:action:valueLabel:)-4lk32")
            == "init(_:isOn:action:valueLabel:)")
        #expect(FacadeAuditTests.title(ofPage: "/documentation/SwiftUI/View/padding(_:_:)") == "padding(_:_:)")
        #expect(FacadeAuditTests.title(ofPath: "Activity.request(attributes:content:pushType:)") == "request(attributes:content:pushType:)")
        #expect(FacadeAuditTests.title(ofPath: "AlertConfiguration.AlertSound") == "AlertSound")
    }
}
