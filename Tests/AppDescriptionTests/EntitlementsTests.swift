import Foundation
import Testing

@testable import TapbenchAppDescription

@Suite("Entitlements")
struct EntitlementsTests {
    @Test("applinks: entries with their modes kept out of the host; other services passed over; aps-environment")
    func pizzaEntitlements() throws {
        let entitlements = try Entitlements(FixtureFiles.data("Pizza/Pizza.entitlements"), buildSettings: [:])
        #expect(entitlements.appLinks == [AppLinksEntitlement(host: "pizza.example.com"), AppLinksEntitlement(host: "*.shops.example.com", mode: "developer")])
        #expect(entitlements.apsEnvironment == "development")
        #expect(entitlements.problems.isEmpty)
    }

    @Test("a domain named by a build setting resolves from the settings given, or is a problem that names the setting")
    func domainFromSetting() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>com.apple.developer.associated-domains</key>
                <array><string>applinks:$(WEB_DOMAIN)?mode=developer+managed</string><string>applinks:Pizza.Example.com</string></array>
            </dict></plist>
            """
        let resolved = try Entitlements(Data(text.utf8), buildSettings: ["WEB_DOMAIN": "staging.pizza.example.com"])
        #expect(
            resolved.appLinks == [
                AppLinksEntitlement(host: "staging.pizza.example.com", mode: "developer+managed"), AppLinksEntitlement(host: "pizza.example.com"),
            ])
        let unresolved = try Entitlements(Data(text.utf8), buildSettings: [:])
        #expect(unresolved.appLinks == [AppLinksEntitlement(host: "pizza.example.com")])
        #expect(unresolved.problems == ["applinks:$(WEB_DOMAIN)?mode=developer+managed names the build setting WEB_DOMAIN: give AppIntroduction(buildSettings: [\"WEB_DOMAIN\": \"…\"])"])
    }

    @Test("associated domains of the wrong shape are problems, one line each")
    func shapeProblems() throws {
        let text = """
            {
                "aps-environment" = ( development );
                "com.apple.developer.associated-domains" = ( "applinks:", "applinks:pizza.example.com", ( nested ) );
            }
            """
        let entitlements = try Entitlements(Data(text.utf8), buildSettings: [:])
        #expect(entitlements.appLinks == [AppLinksEntitlement(host: "pizza.example.com")])
        #expect(
            entitlements.problems == [
                "aps-environment is an array, not a string",
                "applinks: names no domain: write applinks:example.com",
                "com.apple.developer.associated-domains has an array, not a string such as applinks:example.com",
            ])
        let notAnArray = try Entitlements(Data("{ \"com.apple.developer.associated-domains\" = \"applinks:pizza.example.com\"; }".utf8), buildSettings: [:])
        #expect(notAnArray.problems == ["com.apple.developer.associated-domains is a string, not an array of domains"])
    }
}
