import Foundation
import TapbenchCommands
import TapbenchCore
import TapbenchSampleApp
import TapbenchTestSupport
import Testing

/// `intent save`, `intent define … --save` and `route add … --save`: what QA script at the prompt lasts beyond the
/// session, one small file each, and loads whenever the bench builds the app's catalog.
@Suite("Saved intents and routes")
struct SavedDefinitionsTests {
    let folder: TemporaryFolder
    let saved: SavedDefinitions

    init() throws {
        folder = try TemporaryFolder()
        saved = SavedDefinitions(folder: folder.url.appendingPathComponent("Intents"))
    }

    private func session() -> Session {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        session.savedDefinitions = saved
        return session
    }

    private func file(_ name: String) -> String? {
        try? String(contentsOf: saved.folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The sample's catalog with the saved folder loaded, and the notes loading gave.
    private func loadedCatalog() -> (catalog: AppCatalog, problems: [String]) {
        var catalog = SampleApp.catalog(now: Device.defaultStart)
        let problems = saved.load(into: &catalog)
        return (catalog, problems)
    }

    @Test("intent define … --save writes what followed 'intent define', and a new catalog has the intent")
    func defineAndSave() async throws {
        let outcome = await session().execute(#"intent define Bump orderID:String do update driverLocation="Nearby $orderID"; sleep 300ms --save"#)
        #expect(outcome.error == nil)
        #expect(outcome.lines == ["defined Bump(orderID: String) — LiveActivityIntent, 2 effects; saved to \(saved.folder.path)/Bump.intent"])
        #expect(file("Bump.intent") == """
            # Loads when the bench starts; 'intent define' reads the line below.
            Bump orderID:String do update driverLocation="Nearby $orderID"; sleep 300ms

            """)
        let loaded = loadedCatalog()
        #expect(loaded.problems == [])
        #expect(loaded.catalog.intent(named: "Bump")?.script == #"Bump orderID:String do update driverLocation="Nearby $orderID"; sleep 300ms"#)
    }

    @Test("a loaded intent runs as the one defined at the prompt did")
    func loadedIntentRuns() async throws {
        try FileManager.default.createDirectory(at: saved.folder, withIntermediateDirectories: true)
        try Data("# over the budget\nSlow do sleep 1500ms\n".utf8).write(to: saved.folder.appendingPathComponent("Slow.intent"))
        let session = Session(app: { [saved] now in
            var catalog = SampleApp.catalog(now: now)
            _ = saved.load(into: &catalog)
            return catalog
        })
        let outcome = await session.execute("perform Slow")
        #expect(outcome.lines == ["01:00:00  Slow() returned in 1s500ms — over the 1s budget"])
    }

    @Test("intent save writes a scripted intent; the app's own intents and unknown names are refused and write nothing")
    func saveRefusals() async throws {
        let session = session()
        _ = await session.execute("intent define Slow do sleep 1500ms")
        #expect(await session.execute("intent save Slow").lines == ["saved Slow to \(saved.folder.path)/Slow.intent; it loads whenever the bench starts"])
        let own = await session.execute("intent save CancelDeliveryIntent")
        #expect(own.error?.message == "no scripted intent 'CancelDeliveryIntent' (scripted: Slow)")
        let missing = await session.execute("intent save")
        #expect(missing.error?.message.hasPrefix("missing NAME") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: saved.folder.path) == ["Slow.intent"])
    }

    @Test("intent remove takes the intent out of the session and says that its file still loads")
    func removeKeepsTheFile() async throws {
        let session = session()
        _ = await session.execute("intent define Slow do sleep 1500ms --save")
        #expect(await session.execute("intent remove Slow").lines
            == ["removed Slow (\(saved.folder.path)/Slow.intent still loads at start-up; delete the file to drop it)"])
        #expect(file("Slow.intent") != nil)
        #expect(session.device.catalog.intent(named: "Slow") == nil)
    }

    @Test("route add … --save appends PATTERN SCREEN to the routes file, and a new catalog routes it")
    func routeSave() async throws {
        let session = session()
        #expect(await session.execute("route add delivery://promo/:code PromoScreen --save").lines
            == ["added delivery://promo/:code → PromoScreen; saved to \(saved.folder.path)/routes.txt"])
        _ = await session.execute("route add delivery://promo/:code/terms TermsScreen --save")
        #expect(file("routes.txt") == "delivery://promo/:code PromoScreen\ndelivery://promo/:code/terms TermsScreen\n")
        let loaded = loadedCatalog()
        #expect(loaded.problems == [])
        #expect(loaded.catalog.routeList.suffix(2).map(\.screen) == ["PromoScreen", "TermsScreen"])
    }

    @Test("a route that cannot be saved is not added either: state never changes on a failed command")
    func unsavableRouteIsNotAdded() async throws {
        try Data("a file where the folder should be".utf8).write(to: saved.folder)
        let session = session()
        let outcome = await session.execute("route add delivery://promo/:code PromoScreen --save")
        #expect(outcome.error?.message.hasPrefix("could not write \(saved.folder.path)/routes.txt") == true)
        #expect(session.device.routes.test("delivery://promo/X").candidates.isEmpty)
        let define = await session.execute("intent define Slow do sleep 1500ms --save")
        #expect(define.error?.message.hasPrefix("could not write \(saved.folder.path)/Slow.intent") == true)
        #expect(session.device.catalog.intent(named: "Slow") == nil)
    }

    @Test("a saved file that does not read is left out with one line that says where, what and what would be right")
    func problemsAreNoted() throws {
        try FileManager.default.createDirectory(at: saved.folder, withIntermediateDirectories: true)
        let files = [
            "Broken.intent": "Broken do fly away\n",
            "Named.intent": "Other do sleep 1s\n",
            "Twice.intent": "Twice do sleep 1s\nTwice do sleep 2s\n",
            "Empty.intent": "# nothing yet\n",
            "Good.intent": "Good do sleep 10ms\n",
            "notes.txt": "not an intent file\n",
            "routes.txt": "delivery://promo/:code PromoScreen\njust-one-word\ndelivery://promo/:code Again\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: saved.folder.appendingPathComponent(name)) }
        let loaded = loadedCatalog()
        let path = saved.folder.path
        #expect(loaded.problems == [
            "\(path)/Broken.intent:1: unknown effect 'fly' (effects: update, end, sleep, fail, open, start)",
            "\(path)/Empty.intent: no definition — write one line, what follows 'intent define', such as Slow do sleep 1500ms",
            "\(path)/Named.intent:1: defines Other, but the file is named for Named — rename one to match",
            "\(path)/Twice.intent: 2 definitions — write one line, what follows 'intent define', such as Slow do sleep 1500ms",
            "routes: \(path)/routes.txt:2: 'just-one-word' is not a route: write PATTERN SCREEN, such as pizza://order/:orderNumber OrderScreen",
            "\(path)/routes.txt:3: delivery://promo/:code is already a route",
        ])
        #expect(loaded.catalog.intents.filter(\.isScripted).map(\.name) == ["Good"])
    }

    @Test("the bench loads the working directory's Intents/ at start-up, and notes what it left out")
    func processLoadsAtStartUp() async throws {
        try FileManager.default.createDirectory(at: saved.folder, withIntermediateDirectories: true)
        try Data("Slow do sleep 1500ms\n".utf8).write(to: saved.folder.appendingPathComponent("Slow.intent"))
        try Data("Broken do fly away\n".utf8).write(to: saved.folder.appendingPathComponent("Broken.intent"))
        try Data("delivery://promo/:code PromoScreen\n".utf8).write(to: saved.folder.appendingPathComponent("routes.txt"))
        let result = try await TapbenchProcess.run(input: "perform Slow\nopen delivery://promo/SPRING\n", directory: folder.url)
        #expect(result.lines == [
            "01:00:00  Slow() returned in 1s500ms — over the 1s budget",
            "01:00:01.500  opened delivery://promo/SPRING → PromoScreen via delivery://promo/:code (code=SPRING)",
        ])
        #expect(result.standardError == "note: Intents/Broken.intent:1: unknown effect 'fly' (effects: update, end, sleep, fail, open, start)\n")
    }
}
