import Testing

@testable import TapbenchAppDescription

@Suite("Build settings")
struct BuildSettingsTests {
    let settings = ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.pizza", "PRODUCT_NAME": "Pizza Now"]

    @Test("$(NAME) and ${NAME} resolve from the settings given; a setting not given leaves the text unresolved")
    func references() {
        #expect(BuildSettings.resolve("$(PRODUCT_BUNDLE_IDENTIFIER)", with: settings) == .resolved("com.example.pizza"))
        #expect(BuildSettings.resolve("${PRODUCT_BUNDLE_IDENTIFIER}.widget", with: settings) == .resolved("com.example.pizza.widget"))
        #expect(BuildSettings.resolve("$(APP_SCHEME)-$(PRODUCT_NAME)", with: settings) == .unresolved("$(APP_SCHEME)-Pizza Now"))
        #expect(BuildSettings.resolve("pizza", with: [:]) == .resolved("pizza"))
        #expect(BuildSettings.resolve("costs $5 $( or ${", with: [:]) == .resolved("costs $5 $( or ${"))
    }

    @Test("Xcode's text-macro modifiers: lower, upper, identifier, rfc1034identifier; an unknown one leaves the text unresolved")
    func modifiers() {
        #expect(BuildSettings.resolve("com.example.$(PRODUCT_NAME:rfc1034identifier)", with: settings) == .resolved("com.example.Pizza-Now"))
        #expect(BuildSettings.resolve("$(PRODUCT_NAME:identifier,lower)", with: settings) == .resolved("pizza_now"))
        #expect(BuildSettings.resolve("$(PRODUCT_NAME:upper)", with: settings) == .resolved("PIZZA NOW"))
        #expect(BuildSettings.resolve("$(PRODUCT_NAME:c99extidentifier)", with: settings) == .unresolved("$(PRODUCT_NAME:c99extidentifier)"))
    }

    @Test("the settings a text names, each once, without modifiers")
    func names() {
        #expect(BuildSettings.names(in: "$(A).${B:lower}.$(A)") == ["A", "B"])
        #expect(BuildSettings.names(in: "pizza") == [])
    }
}
