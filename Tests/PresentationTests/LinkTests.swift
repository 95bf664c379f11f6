import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Deep links, universal links and `routes --check`.
@Suite("Links")
struct LinkTests {
    let device = Device.sample()

    @Test("open of a known URL lands on its screen with its parameters")
    func openKnown() {
        device.open("delivery://order/A-7189/help?from=banner", via: .command)
        expectEvents(device.takeEvents(), "01:00:00  opened delivery://order/A-7189/help?from=banner → OrderHelpScreen via delivery://order/:orderNumber/help (orderNumber=A-7189 from=banner)")
    }

    @Test("open of an unknown URL gives url.unmatched with the reason")
    func openUnknown() {
        device.open("delivery://orders/A-7189", via: .command)
        device.open("delivery://order/A-7189/helps", via: .command)
        expectEvents(device.takeEvents(), """
            01:00:00  no route for delivery://orders/A-7189: no routes for delivery://orders
            01:00:00  no route for delivery://order/A-7189/helps: segment 2: expected 'help', got 'helps'
            """)
    }

    @Test("a universal link the associated domains claim opens the app through NSUserActivityTypeBrowsingWeb")
    func universalLinkToTheApp() {
        device.open("https://delivery.example.com/orders/A-7189", via: .command)
        expectEvents(device.takeEvents(), """
            01:00:00  app continues NSUserActivityTypeBrowsingWeb https://delivery.example.com/orders/A-7189 → routes https://delivery.example.com/orders/A-7189
            01:00:00  opened https://delivery.example.com/orders/A-7189 → OrderScreen via https://delivery.example.com/orders/:orderNumber (orderNumber=A-7189)
            """)
    }

    @Test("an excluded path, or a domain the app does not claim, goes to the browser")
    func universalLinkToTheBrowser() {
        device.open("https://delivery.example.com/orders/A-7189/receipt", via: .command)
        device.open("https://example.org/orders/A-7189", via: .command)
        device.open("https://delivery.example.com/about", via: .command)
        expectEvents(device.takeEvents(), """
            01:00:00  https://delivery.example.com/orders/A-7189/receipt opens in the browser: excluded by {"/": "/orders/*/receipt"} in applinks:delivery.example.com
            01:00:00  https://example.org/orders/A-7189 opens in the browser: example.org is not an associated domain (applinks:delivery.example.com, applinks:travel.example.com)
            01:00:00  https://delivery.example.com/about opens in the browser: no component of applinks:delivery.example.com matches /about
            """)
    }

    @Test("applinks components: * and ? wildcards, query items, first match decides")
    func appLinksComponents() {
        let domains = AssociatedDomains([
            AppLinksDomain(host: "*.example.com", components: [
                AppLinksComponent(path: "/o?/*", query: ["ref": "push*"]),
                AppLinksComponent(path: "/orders/*", exclude: true),
            ])
        ])
        #expect(domains.decision(for: "https://shop.example.com/o1/x?ref=push-7") == .app(component: "{\"/\": \"/o?/*\", \"?\": {\"ref\": \"push*\"}}"))
        #expect(domains.decision(for: "https://shop.example.com/o1/x?ref=mail") != .app(component: "{\"/\": \"/o?/*\", \"?\": {\"ref\": \"push*\"}}"))
        #expect(domains.decision(for: "https://example.com/o1/x?ref=push") == .browser(reason: "example.com is not an associated domain (applinks:*.example.com)"))
        #expect(domains.decision(for: "HTTPS://shop.example.com/o1/x?ref=push") == .app(component: "{\"/\": \"/o?/*\", \"?\": {\"ref\": \"push*\"}}"))
        #expect(domains.decision(for: "http://shop.example.com/o1/x?ref=push") == .browser(reason: "universal links are https only"))
    }

    @Test("routes --check: a shadowed route, a link to nowhere, two widgetURLs, compact sides that disagree [003]")
    func checks() throws {
        let device = try Device.badge()
        try device.routes.add(.init("badge://home/:tab"), screen: "Catch")
        try device.routes.add(.init("badge://home/:section"), screen: "Never")
        let problems = PresentationCheck.problems(in: device.catalog, now: device.now)
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.contains { $0.contains("badge://home/:section") })
        #expect(problems.contains("BadgeWidget Lock Screen: 2 widgetURLs (badge://home, badge://count); only one can win — declare one"))
        #expect(problems.contains { $0.hasPrefix("BadgeWidget expanded: badge://nowhere matches no route") })
        #expect(problems.contains("BadgeWidget compact: leading opens badge://home but trailing opens badge://count; both must open the same screen (seed 003)"))
    }
}
