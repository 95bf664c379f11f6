import Foundation
import TapbenchCore
import Testing

@testable import TapbenchAppDescription

/// Source: Apple, "Supporting associated domains" and the "applinks" reference ("applinks.Details",
/// "applinks.Details.Components", "applinks.Defaults", "applinks.SubstitutionVariables").
@Suite("apple-app-site-association")
struct SiteAssociationTests {
    func domain(_ text: String, for bundleIdentifier: String = "com.example.pizza") throws -> (AssociatedDomains, AppLinksSection) {
        let section = try SiteAssociation(Data(text.utf8)).appLinks(for: bundleIdentifier)
        let domain = AppLinksDomain(host: "pizza.example.com", components: section.components, substitutionVariables: section.substitutionVariables)
        return (AssociatedDomains([domain]), section)
    }

    @Test("the current format: the app's entries by bundle identifier, with their defaults, in order")
    func currentFormat() throws {
        let section = try SiteAssociation(FixtureFiles.data("web/apple-app-site-association")).appLinks(for: "com.example.pizza")
        #expect(section.namesApp)
        #expect(section.substitutionVariables == ["size": ["small", "medium", "large"]])
        #expect(
            section.components == [
                AppLinksComponent(fragment: "no_universal_links", exclude: true, caseSensitive: false),
                AppLinksComponent(path: "/orders/*/receipt", exclude: true, caseSensitive: false),
                AppLinksComponent(path: "/orders/*", caseSensitive: false),
                AppLinksComponent(path: "/menu/$(size)/*", caseSensitive: false),
                AppLinksComponent(path: "/deals", query: ["code": "?*", "ref": "push*"], caseSensitive: false),
                AppLinksComponent(path: "/search", query: "q=*", caseSensitive: true),
            ])
        #expect(section.problems.isEmpty)
        let driver = try SiteAssociation(FixtureFiles.data("web/apple-app-site-association")).appLinks(for: "com.example.pizza.driver")
        #expect(driver.components == [AppLinksComponent(path: "/deliveries/*")])
    }

    @Test("where the current format's links go: exclusions first, paths, query items, fragments, variables")
    func currentFormatDecisions() throws {
        let (domains, _) = try domain(FixtureFiles.text("web/apple-app-site-association"))
        let decisions: [(String, UniversalLinkDecision)] = [
            ("https://pizza.example.com/orders/A-7189", .app(component: "{\"/\": \"/orders/*\", \"caseSensitive\": false}")),
            ("https://pizza.example.com/ORDERS/A-7189", .app(component: "{\"/\": \"/orders/*\", \"caseSensitive\": false}")),
            ("https://pizza.example.com/orders/A-7189/receipt", .browser(reason: "excluded by {\"/\": \"/orders/*/receipt\", \"caseSensitive\": false} in applinks:pizza.example.com")),
            ("https://pizza.example.com/orders/A-7189#no_universal_links", .browser(reason: "excluded by {\"#\": \"no_universal_links\", \"caseSensitive\": false} in applinks:pizza.example.com")),
            ("https://pizza.example.com/menu/large/margherita", .app(component: "{\"/\": \"/menu/$(size)/*\", \"caseSensitive\": false}")),
            ("https://pizza.example.com/menu/huge/margherita", .browser(reason: "no component of applinks:pizza.example.com matches /menu/huge/margherita")),
            ("https://pizza.example.com/deals?ref=push-42&code=HALF", .app(component: "{\"/\": \"/deals\", \"?\": {\"code\": \"?*\", \"ref\": \"push*\"}, \"caseSensitive\": false}")),
            ("https://pizza.example.com/deals?ref=push-42", .browser(reason: "no component of applinks:pizza.example.com matches /deals")),
            ("https://pizza.example.com/deals?code=HALF&code=&ref=push", .browser(reason: "no component of applinks:pizza.example.com matches /deals")),
            ("https://pizza.example.com/search?q=calzone", .app(component: "{\"/\": \"/search\", \"?\": \"q=*\"}")),
            ("https://pizza.example.com/Search?q=calzone", .browser(reason: "no component of applinks:pizza.example.com matches /Search")),
            ("https://pizza.example.com/deliveries/7", .browser(reason: "no component of applinks:pizza.example.com matches /deliveries/7")),
        ]
        for (url, decision) in decisions {
            #expect(domains.decision(for: url) == decision, "\(url)")
        }
    }

    @Test("the legacy format: appID with paths, NOT excluding; a details entry with components ignores its paths")
    func legacyFormat() throws {
        let text = """
            {"applinks": {"apps": [], "details": [
                {"appID": "ABCDE12345.com.example.pizza", "paths": ["NOT /orders/*/receipt", "/orders/*", "/menu"]},
                {"appIDs": ["ABCDE12345.com.example.pizza"], "paths": ["*"], "components": [{"/": "/deals"}]}
            ]}}
            """
        let (domains, section) = try domain(text)
        #expect(
            section.components == [
                AppLinksComponent(path: "/orders/*/receipt", exclude: true), AppLinksComponent(path: "/orders/*"), AppLinksComponent(path: "/menu"),
                AppLinksComponent(path: "/deals"),
            ])
        #expect(domains.decision(for: "https://pizza.example.com/orders/A-7189") == .app(component: "{\"/\": \"/orders/*\"}"))
        #expect(domains.decision(for: "https://pizza.example.com/orders/A-7189/receipt") == .browser(reason: "excluded by {\"/\": \"/orders/*/receipt\"} in applinks:pizza.example.com"))
        #expect(domains.decision(for: "https://pizza.example.com/about") == .browser(reason: "no component of applinks:pizza.example.com matches /about"))
    }

    @Test("a file for other apps names none of this one's entries, and says which apps it is for")
    func otherApps() throws {
        let (_, section) = try domain(FixtureFiles.text("web/apple-app-site-association"), for: "com.example.burger")
        #expect(!section.namesApp)
        #expect(section.components.isEmpty)
        #expect(section.appIDs == ["ABCDE12345.com.example.pizza.driver", "ABCDE12345.com.example.pizza", "ABCDE12345.com.example.pizza.beta"])
    }

    @Test("components of the wrong shape are left out, unknown keys ignored, one line each")
    func shapeProblems() throws {
        let text = """
            {"applinks": {
                "defaults": {"caseSensitive": "no", "percentEncoded": false, "colour": "red"},
                "substitutionVariables": {"size": "large"},
                "details": [
                    "ABCDE12345.com.example.pizza",
                    {"appIDs": ["ABCDE12345.com.example.pizza"], "components": [
                        {"/": "/orders/*", "exclude": "yes"},
                        {"/": 7},
                        {"/": "/deals", "?": ["code"]},
                        {"/": "/menu/*", "?": {"size": 1}},
                        {"/": "/menu", "exlude": true},
                        "/about"
                    ]}
                ]
            }}
            """
        let (_, section) = try domain(text)
        #expect(section.components == [AppLinksComponent(path: "/menu", percentEncoded: false)])
        #expect(
            section.problems == [
                "applinks.substitutionVariables.size is not an array of strings: $(size) is matched as plain text",
                "applinks.defaults.caseSensitive is a string, not true or false: it is ignored",
                "applinks.defaults has the key \"colour\", which applinks defaults do not have: it is ignored",
                "applinks.details[0] is a string, not an object",
                "applinks.details[1].components[0] has \"exclude\": a string, not true or false: the component is left out",
                "applinks.details[1].components[1] has \"/\": a number, not a pattern string: the component is left out",
                "applinks.details[1].components[2] has \"?\": an array, not a pattern string or an object of them: the component is left out",
                "applinks.details[1].components[3] has \"?\": {\"size\": a number}, not a pattern string: the component is left out",
                "applinks.details[1].components[4] has the key \"exlude\", which applinks components do not have: it is ignored",
                "applinks.details[1].components[5] is a string, not an object: the component is left out",
            ])
    }

    @Test("a file that is not JSON, or not an object, gives the parser's reason")
    func malformed() {
        #expect(throws: FileProblem(reason: "is not JSON: malformed JSON at line 2, column 1: expected a quoted key, found end of input")) {
            try SiteAssociation(Data("{\"applinks\": {\n".utf8))
        }
        #expect(throws: FileProblem(reason: "holds an array, not a JSON object")) { try SiteAssociation(Data("[]".utf8)) }
        #expect(throws: FileProblem(reason: "is empty")) { try SiteAssociation(Data()) }
    }
}
