import TapbenchAppDescription
import Foundation
import TapbenchCore
import TapbenchCommands
import Testing

/// Source: Apple, "Defining a custom URL scheme for your app": a URL reaches an app only through a scheme
/// its Info.plist's CFBundleURLTypes declares; and "widgetURL(_:)": a widget's URL opens its containing app.
@Suite("URL schemes on the device")
struct UndeclaredSchemeTests {
    func device() throws -> Device {
        var catalog = AppCatalog(name: "Pizza", bundleIdentifier: "com.example.pizza")
        try catalog.register(route: "pizza://order/:orderNumber", screen: "OrderScreen")
        try catalog.register(route: "burger://menu", screen: "MenuScreen")
        let declared = AppFiles(infoPlist: FixtureFiles.path("Pizza/Info.plist")).read(bundleIdentifier: "com.example.pizza")
        declared.apply(to: &catalog)
        return Device(app: catalog)
    }

    func lines(_ events: [Event]) -> [String] {
        events.map { JSONValue.object($0.json).jsonText }
    }

    @Test("open with a scheme the app does not declare reaches no app: the whole event list")
    func openUndeclared() throws {
        let device = try device()
        device.open("burger://menu", via: .command)
        device.open("Pizza://order/A-7189", via: .command)
        device.open("burger://menu", via: .intent, source: .intent)
        #expect(
            lines(device.takeEvents()) == [
                #"{"event":"url.unclaimed","at":"2026-04-25T01:00:00.000Z","url":"burger://menu","scheme":"burger","declaredSchemes":["pizza","pizza-orders","com.example.pizza"],"source":"app"}"#,
                #"{"event":"url.opened","at":"2026-04-25T01:00:00.000Z","url":"Pizza://order/A-7189","route":"pizza://order/:orderNumber","parameters":{"orderNumber":"A-7189"},"screen":"OrderScreen","via":"open","source":"app"}"#,
                #"{"event":"url.unclaimed","at":"2026-04-25T01:00:00.000Z","url":"burger://menu","scheme":"burger","declaredSchemes":["pizza","pizza-orders","com.example.pizza"],"source":"intent"}"#,
            ])
    }

    @Test("a widgetURL or Link opens the app it belongs to whatever its scheme; a URL with no scheme is the router's miss")
    func containingApp() throws {
        let device = try device()
        device.open("burger://menu", via: .widgetURL)
        device.open("menu", via: .command)
        #expect(
            lines(device.takeEvents()) == [
                #"{"event":"url.opened","at":"2026-04-25T01:00:00.000Z","url":"burger://menu","route":"burger://menu","parameters":{},"screen":"MenuScreen","via":"widgetURL","source":"app"}"#,
                #"{"event":"url.unmatched","at":"2026-04-25T01:00:00.000Z","url":"menu","reason":"not an absolute URL with a scheme","code":"not_absolute_url","source":"app"}"#,
            ])
    }

    @Test("with no schemes known, a URL of any scheme reaches the app, as before")
    func unknownSchemes() throws {
        var catalog = AppCatalog(name: "Pizza", bundleIdentifier: "com.example.pizza")
        try catalog.register(route: "burger://menu", screen: "MenuScreen")
        let device = Device(app: catalog)
        device.open("burger://menu", via: .command)
        #expect(device.takeEvents().map(\.name) == ["url.opened"])
        #expect(catalog.undeclaredSchemeProblems.isEmpty)
    }
}
