import TapbenchCommands
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// The sample app with the URL schemes its Info.plist would declare, less `workout`. Source: Apple,
/// "Defining a custom URL scheme for your app".
@Suite("URL schemes at the prompt")
struct URLSchemeCommandsTests: SessionSuite {
    let session = Session(app: { now in
        var catalog = SampleApp.catalog(now: now)
        catalog.urlSchemes = ["delivery", "ride", "emojirangers", "takeout"]
        return catalog
    })

    @Test("open with a scheme no app declares opens nothing and names the declared ones")
    func openUndeclared() async {
        let outcome = await run("open workout://session/legs")
        #expect(outcome.error == nil)
        #expect(
            outcome.lines == [
                "01:00:00  workout://session/legs opens nothing: no app on the device handles the scheme workout (the app declares delivery, ride, emojirangers, takeout)"
            ])
        #expect(await run("open DELIVERY://order/A-7189").events.names == ["url.opened"])
    }

    @Test("routes lists the URL schemes; routes --check names the routes on a scheme the app does not declare")
    func routes() async {
        #expect(await run("routes").lines.suffix(2) == ["URL schemes: delivery, ride, emojirangers, takeout", "associated domains: applinks:delivery.example.com, applinks:travel.example.com"])
        let check = await run("routes --check")
        #expect(
            check.lines == [
                "problem: route workout://session/:name uses the URL scheme workout, which the app does not declare (it declares delivery, ride, "
                    + "emojirangers, takeout): only its own widgetURLs and Links reach it, `open` does not; add workout to CFBundleURLSchemes in Info.plist"
            ])
    }
}
