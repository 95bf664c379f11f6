import Testing

@testable import Tapbench

@Suite("The app's bundle identifier in project.pbxproj")
struct XcodeProjectTests {
    @Test("the app's is the one its extensions' identifiers start with, not a test target's that only shares its letters")
    func appAmongExtensions() {
        let pbxproj = """
            PRODUCT_BUNDLE_IDENTIFIER = com.example.pizza.PizzaWidgets;
            PRODUCT_BUNDLE_IDENTIFIER = com.example.pizzaTests;
            PRODUCT_BUNDLE_IDENTIFIER = "com.example.pizza";
            PRODUCT_BUNDLE_IDENTIFIER = com.example.pizza;
            PRODUCT_BUNDLE_IDENTIFIER = com.example.pizza.PizzaWidgets.Intents;
            """
        #expect(XcodeProject.appBundleIdentifier(in: pbxproj) == "com.example.pizza")
    }

    @Test("one identifier is the app's; build settings, or identifiers none of which nests another, tell nothing")
    func undecided() {
        #expect(XcodeProject.appBundleIdentifier(in: "PRODUCT_BUNDLE_IDENTIFIER = com.example.pizza;") == "com.example.pizza")
        #expect(XcodeProject.appBundleIdentifier(in: "PRODUCT_BUNDLE_IDENTIFIER = \"$(BASE_ID).pizza\";") == nil)
        #expect(XcodeProject.appBundleIdentifier(in: "PRODUCT_BUNDLE_IDENTIFIER = com.a;\nPRODUCT_BUNDLE_IDENTIFIER = com.b;") == nil)
        #expect(XcodeProject.appBundleIdentifier(in: "") == nil)
    }
}
