import TapbenchCore
import Testing

/// How an applinks component matches a URL. Source: Apple, "applinks.Details.Components" (`*`, `?`, `?*`,
/// `exclude`, `caseSensitive`, `percentEncoded`, first match wins), "applinks.SubstitutionVariables", and
/// WWDC19 "What's New in Universal Links" (query items absent or without a value read as "", a repeated
/// one must match each time).
@Suite("applinks matching")
struct AppLinksMatchingTests {
    func decide(_ url: String, _ components: [AppLinksComponent], variables: [String: [String]] = [:]) -> UniversalLinkDecision {
        AssociatedDomains([AppLinksDomain(host: "pizza.example.com", components: components, substitutionVariables: variables)]).decision(for: url)
    }

    func opens(_ url: String, _ component: AppLinksComponent, variables: [String: [String]] = [:]) -> Bool {
        if case .app = decide(url, [component], variables: variables) { return true }
        return false
    }

    @Test("* matches any run, ? one character, ?* at least one")
    func wildcards() {
        #expect(opens("https://pizza.example.com/orders/", AppLinksComponent(path: "/orders/*")))
        #expect(!opens("https://pizza.example.com/orders/", AppLinksComponent(path: "/orders/?*")))
        #expect(opens("https://pizza.example.com/orders/A", AppLinksComponent(path: "/orders/?*")))
        #expect(opens("https://pizza.example.com/o1/x", AppLinksComponent(path: "/o?/x")))
        #expect(!opens("https://pizza.example.com/o12/x", AppLinksComponent(path: "/o?/x")))
        #expect(opens("https://pizza.example.com/a/b/c/receipt", AppLinksComponent(path: "*/receipt")))
        #expect(opens("https://pizza.example.com", AppLinksComponent(path: "/")))
    }

    @Test("a part the component leaves out matches anything; one it sets must match")
    func partsLeftOut() {
        let fragmentOnly = AppLinksComponent(fragment: "no_universal_links", exclude: true)
        #expect(
            decide("https://pizza.example.com/orders/A#no_universal_links", [fragmentOnly, AppLinksComponent()])
                == .browser(reason: "excluded by {\"#\": \"no_universal_links\"} in applinks:pizza.example.com"))
        #expect(decide("https://pizza.example.com/orders/A#top", [fragmentOnly, AppLinksComponent()]) == .app(component: "{}"))
        #expect(decide("https://pizza.example.com/orders/A", [fragmentOnly, AppLinksComponent()]) == .app(component: "{}"))
    }

    @Test("query items: a missing or valueless one reads as \"\", a repeated one must match every time, names compare exactly")
    func queryItems() {
        let anyRef = AppLinksComponent(path: "/deals", query: ["ref": "*"])
        let someRef = AppLinksComponent(path: "/deals", query: ["ref": "?*"])
        #expect(opens("https://pizza.example.com/deals", anyRef))
        #expect(!opens("https://pizza.example.com/deals", someRef))
        #expect(!opens("https://pizza.example.com/deals?ref", someRef))
        #expect(opens("https://pizza.example.com/deals?ref=push&ref=mail", someRef))
        #expect(!opens("https://pizza.example.com/deals?ref=push&ref=", someRef))
        #expect(!opens("https://pizza.example.com/deals?REF=push", someRef))
        #expect(opens("https://pizza.example.com/deals?code=HALF&ref=push", AppLinksComponent(path: "/deals", query: ["code": "????", "ref": "push"])))
    }

    @Test("a query pattern string matches the whole query as written")
    func wholeQuery() {
        let component = AppLinksComponent(path: "/search", query: "q=*")
        #expect(opens("https://pizza.example.com/search?q=calzone", component))
        #expect(!opens("https://pizza.example.com/search?page=2&q=calzone", component))
        #expect(!opens("https://pizza.example.com/search", component))
        #expect(opens("https://pizza.example.com/search", AppLinksComponent(path: "/search", query: "")))
    }

    @Test("caseSensitive false folds case in patterns, query values and fragments")
    func caseInsensitive() {
        let component = AppLinksComponent(path: "/Orders/*", query: ["ref": "PUSH"], fragment: "Top", caseSensitive: false)
        #expect(opens("https://pizza.example.com/ORDERS/a?ref=push#TOP", component))
        #expect(!opens("https://pizza.example.com/ORDERS/a?ref=push#TOP", AppLinksComponent(path: "/Orders/*")))
    }

    @Test("percentEncoded true matches the URL as written; false decodes each part first (a labelled modelling choice)")
    func percentEncoding() {
        #expect(opens("https://pizza.example.com/caf%C3%A9%20menu", AppLinksComponent(path: "/caf%C3%A9%20menu")))
        #expect(!opens("https://pizza.example.com/caf%C3%A9%20menu", AppLinksComponent(path: "/café menu")))
        #expect(opens("https://pizza.example.com/caf%C3%A9%20menu", AppLinksComponent(path: "/café menu", percentEncoded: false)))
        #expect(opens("https://pizza.example.com/s?q=caf%C3%A9", AppLinksComponent(path: "/s", query: ["q": "café"], percentEncoded: false)))
        #expect(opens("https://pizza.example.com/s#caf%C3%A9", AppLinksComponent(fragment: "café", percentEncoded: false)))
    }

    @Test("substitution variables: the file's own, whose values may hold wildcards, and the predefined ones")
    func variables() {
        let sizes = ["size": ["small", "medium", "large"], "deal": ["half-*", "2for1"]]
        #expect(opens("https://pizza.example.com/menu/large/margherita", AppLinksComponent(path: "/menu/$(size)/*"), variables: sizes))
        #expect(!opens("https://pizza.example.com/menu/huge/margherita", AppLinksComponent(path: "/menu/$(size)/*"), variables: sizes))
        #expect(opens("https://pizza.example.com/deals/half-price", AppLinksComponent(path: "/deals/$(deal)"), variables: sizes))
        #expect(opens("https://pizza.example.com/en_GB/menu", AppLinksComponent(path: "/$(lang)_$(region)/menu")))
        #expect(!opens("https://pizza.example.com/xx_GB/menu", AppLinksComponent(path: "/$(lang)_$(region)/menu")))
        #expect(opens("https://pizza.example.com/orders/7a", AppLinksComponent(path: "/orders/$(digit)$(alpha)")))
        #expect(!opens("https://pizza.example.com/orders/a7", AppLinksComponent(path: "/orders/$(digit)$(alpha)")))
        #expect(opens("https://pizza.example.com/orders/fF09", AppLinksComponent(path: "/orders/$(xdigit)$(upper)$(alnum)$(digit)")))
        #expect(opens("https://pizza.example.com/$(food)/x", AppLinksComponent(path: "/$(food)/*")))
        #expect(!opens("https://pizza.example.com/sushi/x", AppLinksComponent(path: "/$(food)/*")))
    }

    @Test("the variables a domain's components use that nothing defines, each once")
    func undefinedVariables() {
        let domain = AppLinksDomain(
            host: "pizza.example.com",
            components: [
                AppLinksComponent(path: "/$(food)/$(size)/$(digit)"), AppLinksComponent(query: ["q": "$(food)"], fragment: "$(section)"),
            ], substitutionVariables: ["size": ["large"]])
        #expect(domain.undefinedVariables == ["food", "section"])
    }
}
