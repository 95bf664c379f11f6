import Foundation
import TapbenchCore
import Testing

@testable import TapbenchAppDescription

@Suite("Reading an app's files")
struct ReadingTests {
    let infoPlist = FixtureFiles.path("Pizza/Info.plist")
    let entitlements = FixtureFiles.path("Pizza/Pizza.entitlements")
    let aasa = FixtureFiles.path("web/apple-app-site-association")

    @Test("the Pizza app's three files, from disk, with the bundle identifier its introduction gives")
    func pizzaFromDisk() {
        let declared = AppFiles(infoPlist: infoPlist, entitlements: entitlements, aasa: .perHost(["pizza.example.com": aasa]))
            .read(bundleIdentifier: "com.example.pizza")
        #expect(declared.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(declared.displayName == .resolved("Pizza"))
        #expect(declared.urlSchemes == [.resolved("pizza"), .resolved("pizza-orders"), .resolved("com.example.pizza")])
        #expect(declared.knownURLSchemes == ["pizza", "pizza-orders", "com.example.pizza"])
        #expect(declared.supportsLiveActivities == true)
        #expect(declared.supportsLiveActivitiesFrequentUpdates == false)
        #expect(declared.appLinks == [AppLinksEntitlement(host: "pizza.example.com"), AppLinksEntitlement(host: "*.shops.example.com", mode: "developer")])
        #expect(declared.apsEnvironment == "development")
        #expect(declared.associatedDomains?.domains.map(\.host) == ["pizza.example.com", "*.shops.example.com"])
        #expect(declared.associatedDomains?.domains[0].components.count == 6)
        #expect(declared.associatedDomains?.domains[1].components == [])
        #expect(
            declared.notices == [
                "entitlements: applinks:*.shops.example.com has no apple-app-site-association file: give it as "
                    + "AppFiles(aasa: [\"*.shops.example.com\": \"path/to/apple-app-site-association\"])"
            ])
    }

    @Test("without the introduction's bundle identifier: what the build settings hide is a notice, and no entry can be picked")
    func withoutBundleIdentifier() {
        let declared = AppFiles(infoPlist: infoPlist, entitlements: entitlements, aasa: .everyHost(aasa)).read()
        #expect(declared.bundleIdentifier == .unresolved("$(PRODUCT_BUNDLE_IDENTIFIER)"))
        #expect(declared.knownURLSchemes == nil)
        #expect(declared.associatedDomains?.domains.map(\.components) == [[], []])
        let advice = "give it as AppIntroduction(bundleIdentifier: \"com.example.pizza\")"
        #expect(
            declared.notices == [
                "Info.plist: CFBundleIdentifier is $(PRODUCT_BUNDLE_IDENTIFIER), a build setting: \(advice)",
                "Info.plist: CFBundleURLSchemes has $(PRODUCT_BUNDLE_IDENTIFIER), a build setting, so a URL of any scheme reaches the app: \(advice)",
                "apple-app-site-association: the app's bundle identifier is unknown, so none of \(aasa)'s entries can be picked and so no link to "
                    + "pizza.example.com, *.shops.example.com opens the app: \(advice)",
            ])
    }

    @Test("one association file for every domain is read once and serves each")
    func oneFileForEveryHost() {
        let declared = AppFiles(entitlements: entitlements, aasa: .everyHost(aasa)).read(bundleIdentifier: "com.example.pizza")
        #expect(declared.associatedDomains?.domains.map(\.components.count) == [6, 6])
        #expect(declared.associatedDomains?.decision(for: "https://margherita.shops.example.com/orders/A-7189") == .app(component: "{\"/\": \"/orders/*\", \"caseSensitive\": false}"))
        #expect(declared.notices == ["Info.plist: not given, so a URL of any scheme reaches the app: give it as AppFiles(infoPlist: \"path/to/Info.plist\")"])
    }

    @Test("files that do not exist: one notice each, with the path and the reason")
    func missingFiles() throws {
        let files = AppFiles(infoPlist: "Pizza/Info.plist", entitlements: "Pizza/Pizza.entitlements", aasa: ["pizza.example.com": "web/aasa.json"])
        #expect(
            FixtureFiles.read(files, [:], bundleIdentifier: "com.example.pizza").notices == [
                "Info.plist: Pizza/Info.plist does not exist",
                "entitlements: Pizza/Pizza.entitlements does not exist",
            ])
        let entitlementsOnly = FixtureFiles.read(files, ["Pizza/Pizza.entitlements": try FixtureFiles.text("Pizza/Pizza.entitlements")], bundleIdentifier: "com.example.pizza")
        #expect(
            entitlementsOnly.notices == [
                "Info.plist: Pizza/Info.plist does not exist",
                "apple-app-site-association: web/aasa.json does not exist",
                "entitlements: applinks:*.shops.example.com has no apple-app-site-association file: give it as "
                    + "AppFiles(aasa: [\"*.shops.example.com\": \"path/to/apple-app-site-association\"])",
            ])
        #expect(entitlementsOnly.associatedDomains?.domains.map(\.host) == ["pizza.example.com", "*.shops.example.com"])
        #expect(entitlementsOnly.associatedDomains?.domains.map(\.components) == [[], []])
    }

    @Test("a relative path is taken from the folder of the file that makes the AppFiles, and a missing file names it")
    func missingOnDisk() {
        let folder = (#filePath as NSString).deletingLastPathComponent
        #expect(AppFiles(infoPlist: "Nowhere/Info.plist").read().notices == ["Info.plist: Nowhere/Info.plist does not exist (looked in \(folder))"])
        #expect(AppFiles(infoPlist: "Fixtures/Pizza/Info.plist").read().displayName == .resolved("Pizza"))
        #expect(AppFiles(infoPlist: FixtureFiles.path("Pizza")).read().notices == ["Info.plist: \(FixtureFiles.path("Pizza")) is a folder, not a file"])
    }

    @Test("files that do not parse: one notice each, with the parser's reason")
    func malformedFiles() {
        let files = AppFiles(infoPlist: "Info.plist", entitlements: "Pizza.entitlements", aasa: "aasa.json")
        let declared = FixtureFiles.read(
            files,
            [
                "Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleIdentifier</key></dict></plist>",
                "Pizza.entitlements": "{ \"com.apple.developer.associated-domains\" = ( \"applinks:pizza.example.com\" ); }",
                "aasa.json": "{\"applinks\": {\"details\": [}}",
            ], bundleIdentifier: "com.example.pizza")
        #expect(
            declared.notices == [
                "Info.plist: Info.plist is not a property list: Value missing for key inside <dict> at line 1",
                "apple-app-site-association: aasa.json is not JSON: malformed JSON at line 1, column 27: expected a value, found '}'",
            ])
        #expect(declared.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(declared.urlSchemes == nil)
        #expect(declared.associatedDomains?.domains.map(\.host) == ["pizza.example.com"])
    }

    @Test("association files no applinks: entry claims, and one that names only other apps")
    func unclaimedFiles() {
        let entitlementsText = "{ \"com.apple.developer.associated-domains\" = ( \"applinks:pizza.example.com\" ); }"
        let perHost = FixtureFiles.read(
            AppFiles(entitlements: "e", aasa: ["pizza.example.com": "a", "burger.example.com": "b"]),
            ["e": entitlementsText, "a": #"{"applinks": {"details": [{"appIDs": ["T.com.example.burger"], "components": []}]}}"#, "b": "{}"],
            bundleIdentifier: "com.example.pizza")
        #expect(
            perHost.notices == [
                "Info.plist: not given, so a URL of any scheme reaches the app: give it as AppFiles(infoPlist: \"path/to/Info.plist\")",
                "apple-app-site-association: given for burger.example.com, which the entitlements do not claim (they claim applinks:pizza.example.com), "
                    + "so iOS never reads it: add applinks:burger.example.com to com.apple.developer.associated-domains",
                "apple-app-site-association: a has no applinks.details entry for com.example.pizza (it has T.com.example.burger), so no link to "
                    + "pizza.example.com opens the app: add \"<Team ID>.com.example.pizza\" to an entry's appIDs",
            ])
        let noSection = FixtureFiles.read(AppFiles(infoPlist: nil, entitlements: "e", aasa: "b"), ["e": entitlementsText, "b": "{}"], bundleIdentifier: "com.example.pizza")
        #expect(noSection.notices.last == "apple-app-site-association: b has no applinks section, so no link to pizza.example.com opens the app")
        let noDomains = FixtureFiles.read(AppFiles(entitlements: "e", aasa: "b"), ["e": "{ aps-environment = production; }", "b": "{}"])
        #expect(
            noDomains.notices.last
                == "apple-app-site-association: given, but the entitlements claim no applinks: domain, so it applies to none: add applinks:<domain> "
                + "to com.apple.developer.associated-domains")
        #expect(noDomains.apsEnvironment == "production")
        #expect(noDomains.associatedDomains == AssociatedDomains([]))
        let noEntitlements = FixtureFiles.read(AppFiles(aasa: "b"), ["b": "{}"])
        #expect(
            noEntitlements.notices.last
                == "apple-app-site-association: given, but with no entitlements file no applinks: domain claims it, so every https link opens "
                + "in the browser: give them as AppFiles(entitlements: \"path/to/App.entitlements\")")
        #expect(noEntitlements.associatedDomains == nil)
    }

    @Test("a variable the file does not define, and a Live Activities key left out, are notices")
    func undefinedVariableAndLiveActivities() {
        let declared = FixtureFiles.read(
            AppFiles(infoPlist: "i", entitlements: "e", aasa: "a"),
            [
                "i": "{ CFBundleIdentifier = com.example.pizza; CFBundleURLTypes = ( { CFBundleURLSchemes = ( pizza ); } ); }",
                "e": "{ \"com.apple.developer.associated-domains\" = ( \"applinks:pizza.example.com\" ); }",
                "a": #"{"applinks": {"details": [{"appIDs": ["T.com.example.pizza"], "components": [{"/": "/$(food)/$(digit)*"}]}]}}"#,
            ])
        #expect(
            declared.notices == [
                "Info.plist: no NSSupportsLiveActivities, so iOS would start no Live Activity for the app: set it to YES (if Xcode generates the "
                    + "Info.plist, give AppIntroduction(buildSettings: [\"INFOPLIST_KEY_NSSupportsLiveActivities\": \"YES\"]))",
                "apple-app-site-association: a uses $(food), which its substitutionVariables does not define: the bench matches it as plain text",
            ])
        #expect(declared.knownURLSchemes == ["pizza"])
    }

    @Test("the introduction's bundle identifier wins over a different one in the file, and says so")
    func bundleIdentifierDisagrees() {
        let declared = FixtureFiles.read(
            AppFiles(infoPlist: "i"), ["i": "{ CFBundleIdentifier = com.example.pizza.beta; NSSupportsLiveActivities = YES; }"],
            bundleIdentifier: "com.example.pizza")
        #expect(declared.bundleIdentifier == .resolved("com.example.pizza"))
        #expect(declared.notices == ["Info.plist: CFBundleIdentifier is com.example.pizza.beta, but the app's introduction gives com.example.pizza: the bench uses com.example.pizza"])
    }

    @Test("applied to a catalog: bundle identifier, URL schemes, associated domains; routes on an undeclared scheme are a notice")
    func applyToCatalog() throws {
        let declared = AppFiles(infoPlist: infoPlist, entitlements: entitlements, aasa: .everyHost(aasa)).read(bundleIdentifier: "com.example.pizza")
        var catalog = AppCatalog(name: "Pizza", bundleIdentifier: "unknown")
        try catalog.register(route: "pizza://order/:orderNumber", screen: "OrderScreen")
        try catalog.register(route: "https://pizza.example.com/orders/:orderNumber", screen: "OrderScreen")
        try catalog.register(route: "burger://menu/:item", screen: "MenuScreen")
        try catalog.register(route: "burger://deals", screen: "DealsScreen")
        let notices = declared.apply(to: &catalog)
        #expect(catalog.bundleIdentifier == "com.example.pizza")
        #expect(catalog.urlSchemes == ["pizza", "pizza-orders", "com.example.pizza"])
        #expect(catalog.associatedDomains == declared.associatedDomains)
        #expect(
            notices == [
                "routes burger://menu/:item, burger://deals use the URL scheme burger, which the app does not declare (it declares pizza, "
                    + "pizza-orders, com.example.pizza): only its own widgetURLs and Links reach them, `open` does not; add burger to "
                    + "CFBundleURLSchemes in Info.plist"
            ])
    }
}
