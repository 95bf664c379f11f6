import Testing

@testable import Tapbench

@Suite("The @main a Swift file declares")
struct MainDeclarationTests {
    @Test("the app's, a widget bundle's, a single widget's, with attributes and modifiers between, and qualified conformances")
    func declarations() {
        #expect(MainDeclaration.find(in: "import SwiftUI\n\n@main\nstruct PizzaApp: App {\n}\n")?.declaration == "@main struct PizzaApp: App")
        let bundle = MainDeclaration.find(in: "@main\n@available(iOS 17.0, *)\npublic struct PizzaWidgets: WidgetKit.WidgetBundle {\n}")
        #expect(bundle == MainDeclaration(attribute: "@main", keyword: "struct", name: "PizzaWidgets", inherited: ["WidgetKit.WidgetBundle"]))
        #expect(bundle?.role == .widgetBundle)
        #expect(MainDeclaration.find(in: "@main struct OrderLiveActivity: Widget { var body: some WidgetConfiguration { x } }")?.role == .widget)
        let delegate = MainDeclaration.find(in: "@UIApplicationMain\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}")
        #expect(delegate?.declaration == "@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate")
        #expect(delegate?.role == .other)
        #expect(MainDeclaration.find(in: "@main enum Tool<T>: Sendable where T: Hashable {}")?.inherited == ["Sendable"])
    }

    @Test("@main in comments and string literals is not a declaration")
    func notDeclarations() {
        let source = """
            // @main struct Old: App
            /* @main /* nested */ struct Older: App */
            let note = "@main struct Quoted: App"
            let raw = #"@main struct Raw: App"#
            let long = \"""
                @main struct Long: App
                \"""
            struct Plain: Widget {}
            """
        #expect(MainDeclaration.find(in: source) == nil)
    }
}
