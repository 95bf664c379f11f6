import Foundation
import TapbenchCore
import TapbenchRouting
@testable import TapbenchSampleApp

@testable import TapbenchCommands

/// The `swift` examples in the doc comments of the bench's own modules, each copied verbatim into a function
/// that gives it the names it takes from its context, so that an example that stops type-checking stops the
/// build. `DocExampleTests` checks that every example is here as written. Warnings are off for this target:
/// an example shows a value (`router.match(…)?.parameters["orderNumber"]  // "A-7189"`) that code would use.
enum DocExamples {
    // TapbenchCore

    static func device() throws {
        let device = Device(app: SampleApp.catalog())
        let delivery = device.catalog.activityType(named: "Delivery")!
        let content = LiveActivity.Content(state: delivery.sampleState, staleDate: device.now.addingTimeInterval(15 * 60))
        try device.request(ActivityRequest(typeName: delivery.name, attributes: delivery.sampleAttributes, content: content))
        device.advance(by: .seconds(16 * 60))   // activity.stale fires at its stale date, not now
    }

    static func currentDevice() {
        let device = Device(app: SampleApp.catalog())
        let enabled = device.asCurrent { Device.current.settings.liveActivitiesEnabled }
    }

    static func firstAnswer() async {
        let held = FirstAnswer<IntentRunToken?>()
        // the runner: held.give(token) at the hold, held.give(nil) once the run is over
        if let token = await held.value() { /* land the gesture there */ }
    }

    static func systemWallClock() async {
        let clock = SystemWallClock()
        let start = clock.now
        let perform = Task { try await CancelDeliveryIntent().perform() }
        let watchdog = clock.schedule(after: .seconds(1)) { perform.cancel() }   // over its budget
        _ = await perform.result
        clock.cancel(watchdog)
        let wallTime = clock.now - start
    }

    static func wallClock() async {
        let device = Device(app: SampleApp.catalog(), wallClock: .system)   // the machine's monotonic clock
        let run = await IntentRunner(device: device).run(PreparedIntent(CancelDeliveryIntent()))
        run.wallTime                                                          // measured on device.wallClock
    }

    static func machineTime(device: Device, intent: PreparedIntent) async {
        let start = MachineTime.now
        let run = await IntentRunner(device: device).run(intent)
        let took = MachineTime.now - start                         // on the machine, whatever the device's clock says
    }

    /// Compiled, never run: installing replaces the process's executors.
    static func appScheduler(
        markAppThread: @escaping @Sendable () -> Void, runAppRunLoops: @escaping @Sendable () -> Duration?,
        serveCommands: @escaping @Sendable () async -> Void
    ) {
        let bench = AppScheduler.install(prepareThread: markAppThread, runLoops: runAppRunLoops)
        Task(executorPreference: bench) { await serveCommands() }   // the bench's own work runs apart
    }

    static func appAction() {
        let track = AppAction(.string("order", example: "B-2040")) { arguments in
            try await OrderTracker.shared.track(orderID: arguments.string("order"))
        }
    }

    static func deviceSnapshot(device: Device, catalog: AppCatalog) throws {
        let kept = try JSONEncoder().encode(device.snapshot)
        let resumed = Device(resuming: try JSONDecoder().decode(DeviceSnapshot.self, from: kept), app: catalog)
    }

    static func pushHeaders(bytes: [UInt8]) {
        PushRequest(payload: bytes, collapseID: String(repeating: "x", count: 65)).headerProblem()?.status
        // "400 BadCollapseId"
    }

    static func deviceClock() async throws {
        try await DeviceClock().sleep(for: .milliseconds(120))   // the restaurant's API answers
    }

    static func widgetPreviews(catalog: AppCatalog) {
        for preview in catalog.widgetPreviews {
            let controls = preview.presentations?.content(of: .expanded).controls ?? []
        }
    }

    static func serverStub() throws {
        let cancel = try ServerStub(
            method: "POST", pattern: RoutePattern("https://api.delivery.example.com/orders/:orderID/cancel"),
            answer: .response(.with(status: 409, body: Data(#"{"error": "already picked up"}"#.utf8))))
    }

    static func deviceServer(device: Device) throws {
        let stub = try ServerStub(method: "POST", pattern: RoutePattern("https://api.delivery.example.com/orders/:id/cancel"),
                                  answer: .response(.with(status: 409, body: Data())))
        let number = device.server.add(stub)
    }

    static func errorText() {
        ErrorText.describe(URLError(.timedOut, userInfo: [NSLocalizedDescriptionKey: "The request timed out."]))
        // Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." UserInfo={NSLocalizedDescription=The request timed out.}
    }

    static func placeholder() {
        Schema.object(name: "Order", fields: [SchemaField(name: "number", schema: .string, isOptional: false)])
            .placeholder(date: Device.defaultStart)  // {"number": ""}
    }

    static func appLinksComponent() {
        AppLinksComponent(path: "/orders/*", query: ["ref": "push*"])    // /orders/A-7189?ref=push-42
        AppLinksComponent(path: "/orders/*/receipt", exclude: true)
    }

    static func appLinksQuery() {
        let items: AppLinksQuery = ["articleNumber": "????"]
        let whole: AppLinksQuery = "ref=*"
    }

    static func associatedDomains() {
        AssociatedDomains([AppLinksDomain(host: "delivery.example.com", components: [
            AppLinksComponent(path: "/orders/*/receipt", exclude: true),
            AppLinksComponent(path: "/orders/*"),
        ])])
    }

    // TapbenchRouting

    static func appInvariant() -> AppInvariant {
        AppInvariant("eta-not-negative", source: "the order screen's contract") { context in
            context.changed.first { $0.typeName == "DeliveryAttributes" && ($0.content.state["etaSeconds"]?.doubleValue ?? 0) < 0 }
                .map { "#\($0.number) shows an ETA in the past" }
        }
    }

    static func invariantContext(context: InvariantContext) {
        let ended = context.events.filter { $0["event"]?.stringValue == "activity.ended" }
    }

    static func router() throws {
        var router = Router<String>()
        try router.add(RoutePattern("delivery://order/:orderNumber"), value: "OrderScreen")
        router.match("delivery://order/A-7189")?.parameters["orderNumber"]  // "A-7189"
    }

    // TapbenchCommands

    static func activityReference(idWord: Word, session: Session) throws {
        // tap 9FB9AA expanded Cancel
        let activity = try ActivityReference(idWord).resolve(on: session.device)
    }

    static func session() async {
        let session = Session(app: { SampleApp.catalog(now: $0) })
        let outcome = await session.execute("start Delivery --stale +15m")
    }

    static func commandRunner() async {
        let runner: any CommandRunner = Session(app: { SampleApp.catalog(now: $0) })
        let outcome = await runner.execute("start Delivery")
    }

    static func presentationDrawing(device: Device) throws {
        let drawing = PresentationDrawing(now: device.now) { Timestamp.timeOfDay($0) }
        drawing.draw(try device.presentations(of: 1), kind: .lock, title: "#1 Delivery", isStale: false)
    }

    static func stubDeclaration(folder: URL, device: Device) throws {
        let words = try Tokenizer.words(#"POST https://api.delivery.example.com/orders/:id/cancel 409 {"error": "picked up"}"#)
        let stub = try StubDeclaration.read(.stub, words, in: folder, now: device.now)
    }

    static func exampleWords() {
        let words = ExampleWords(catalog: SampleApp.catalog())
        words.intentCall  // CancelDeliveryIntent orderID=A-7189
        words.button      // 1 expanded Cancel
        words.url         // delivery://order/A-7189
    }
}
