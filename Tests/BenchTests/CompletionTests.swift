import TapbenchCommands
import Foundation
import TapbenchSampleApp
import Testing

/// Tab offers what each command accepts, and nothing it refuses.
@Suite("Completion")
struct CompletionTests: SessionSuite {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    /// A folder holding a payload, a Simulator file, a transcript and a subfolder; the same for every run.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tapbench-completion", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("payloads"), withIntermediateDirectories: true)
        for name in ["update.json", "start.apns", "flow.md", "notes.txt"] {
            try? Data("{}".utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }()

    func candidates(_ line: String) -> [String] {
        Completer(device: session.device, directory: Self.folder).candidates(for: line)
    }

    @Test("intent and route offer save and --save, and the scripted intents to save or remove")
    func savedDefinitions() async {
        _ = await run("intent define Slow do sleep 1500ms")
        #expect(candidates("intent ") == ["define", "save", "remove"])
        #expect(candidates("intent save ") == ["Slow"])
        #expect(candidates("intent define Fast do sleep 1ms ") == ["--save"])
        #expect(candidates("intent define Fast do sleep 1ms --save ") == [])
        #expect(candidates("route add delivery://promo/:code PromoScreen ") == ["--save"])
        #expect(candidates("route add delivery://promo/:code PromoScreen --save ") == [])
    }

    @Test("record offers its actions, then folders only, since record start refuses a file that exists, then --title")
    func record() {
        #expect(candidates("record ") == ["start", "note", "stop"])
        #expect(candidates("record s") == ["start", "stop"])
        #expect(candidates("record start ") == ["payloads/"])
        #expect(candidates("record start flow.md ") == ["--title"])
        #expect(candidates("record start flow.md --") == ["--title"])
        #expect(candidates("record stop ") == [])
    }

    @Test("server offers its actions, methods, the URLs the app asked for and its stubs' patterns, statuses, ways to fail, numbers and options")
    func server() async {
        _ = await run("start Delivery", "perform CancelDeliveryIntent orderID=A-7189")
        #expect(candidates("server ") == ["stub", "fail", "forward", "list", "log", "remove", "clear", "load", "record"])
        #expect(candidates("server stub P") == ["POST", "PUT", "PATCH"])
        #expect(candidates("server stub POST https://api.delivery.example.com/orders/A") == ["https://api.delivery.example.com/orders/A-7189/cancel"])
        #expect(candidates("server stub POST https://api.delivery.example.com/orders/:") == [
            "https://api.delivery.example.com/orders/:orderID/cancel", "https://api.delivery.example.com/orders/:orderID/route",
            "https://api.delivery.example.com/orders/:orderID/problems", "https://api.delivery.example.com/orders/:orderID",
        ])
        #expect(candidates("server stub POST https://api.delivery.example.com/orders/A-7189/cancel 4") == ["400", "401", "404", "409", "429"])
        #expect(candidates("server fail POST https://api.delivery.example.com/orders/A-7189/cancel ") == ["offline", "timeout", "reset", "dns"])
        #expect(candidates("server stub POST https://api.delivery.example.com/orders/A-7189/cancel 409 --") == ["--latency", "--times", "--header"])
        #expect(candidates("server fail POST https://api.delivery.example.com/orders/A-7189/cancel offline --") == ["--after", "--times"])
        #expect(candidates("server remove ") == ["1", "2", "3", "4", "5", "6", "7", "8", "9"])
        #expect(candidates("server log ") == ["1", "2", "3"])
        #expect(candidates("server load ") == ["payloads/"])
        #expect(candidates("server forward https://api.delivery.example.com/** ") == ["http://127.0.0.1:"])
    }

    @Test("app offers its subcommands and the app's actions, then the action's parameters and their examples; defaults its actions and suites")
    func appAndDefaults() async {
        #expect(candidates("app ") == ["launch", "background", "terminate", "task", "track", "workout"])
        #expect(candidates("app task ") == [])
        #expect(candidates("app track ") == ["order="])
        #expect(candidates("app track order=") == ["B-2040"])
        #expect(candidates("app launch ") == [])
        #expect(candidates("defaults ") == ["write", "delete", "standard"])
        #expect(candidates("defaults write ") == ["standard"])
        #expect(candidates("defaults standard ") == [])
    }

    @Test("push offers payload and Simulator files and folders, not transcripts")
    func push() async {
        #expect(candidates("push ") == ["payloads/", "start.apns", "update.json"])
        await run("start Delivery --push channel:news")
        #expect(candidates("push update.json --channel ") == ["news"])
        #expect(candidates("push update.json --push-type ") == ["liveactivity"])
    }

    @Test("hold offers the compact and minimal presentations only; toggle those where toggles work")
    func presentations() async {
        await run("start WorkoutTimer")
        #expect(candidates("hold 1 ") == ["compact", "minimal"])
        #expect(candidates("toggle 1 ") == ["lock", "expanded", "standby", "1", "Paused"])
        #expect(candidates("toggle 1 lock ") == ["1", "Paused"])
        #expect(candidates("toggle 1 lock Paused ") == ["on", "off"])
        #expect(candidates("tap 1 ") == ["lock", "expanded", "compact", "minimal", "standby", "small", "carplay", "1", "Paused"])
        #expect(candidates("show 1 ") == ["lock", "expanded", "compact", "minimal", "standby", "small", "carplay"])
    }

    @Test("a field or parameter already given is not offered again")
    func givenOnce() async {
        await run("start Delivery")
        #expect(candidates("update 1 step=onTheWay ") == ["etaSeconds=", "driverLocation=", "progress="])
        #expect(candidates("perform CancelDeliveryIntent orderID=A-7189 ") == [])
    }

    @Test("tokens rotate and push --token offer the activities that have a push token")
    func tokens() async {
        await run("start Delivery", "start Delivery --push token", "start Delivery --push channel:news")
        #expect(candidates("tokens rotate ") == ["2"])
        #expect(candidates("push update.json --token #") == ["#2"])
    }

    @Test("options offer their values: --stale none where it is allowed, --clock times for reset")
    func optionValues() async {
        await run("start Delivery")
        #expect(candidates("update 1 --stale ") == ["+15m", "+1h", "now", "none"])
        #expect(candidates("start Delivery --stale ") == ["+15m", "+1h", "now"])
        #expect(candidates("reset --clock ") == ["+15m", "+1h", "now"])
    }

    @Test("start offers its options beside the type's fields, each until it is used; after --state, its fields and the rest")
    func startOffersItsOptions() {
        let options = ["--state", "--stale", "--relevance", "--push", "--at", "--style"]
        #expect(Set(options).isSubset(of: Set(candidates("start Delivery "))))
        #expect(!candidates("start Delivery --stale +15m ").contains("--stale"))
        #expect(candidates("start Delivery --state ").contains("--push"))
        #expect(!candidates("start Delivery --state ").contains("orderNumber="))
    }
}

/// The settings views read: their names and values complete like every other setting's.
@Suite("Completion of the device's region and display settings")
struct RegionSettingCompletionTests {
    let session = Session(app: { SampleApp.catalog(now: $0) })

    func candidates(_ line: String) -> [String] {
        Completer(device: session.device, directory: FileManager.default.temporaryDirectory).candidates(for: line)
    }

    @Test("set offers locales and time zones by identifier, and the appearance and always-on values")
    func values() {
        #expect(candidates("set a") == ["app", "appearance", "always-on", "apns"])
        #expect(candidates("set locale de") == ["de_DE"])
        #expect(candidates("set locale ") == ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "ja_JP", "zh_CN"])
        #expect(candidates("set time-zone Europe/") == ["Europe/London", "Europe/Berlin"])
        #expect(candidates("set appearance ") == ["light", "dark"])
        #expect(candidates("set always-on ") == ["on", "off"])
    }
}
