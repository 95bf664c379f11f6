import Foundation
import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing

/// Every sample activity has every presentation, and the sample covers every kind of control.
@Suite("Sample presentations")
struct SamplePresentationTests {
    /// Room for one activity of every sample type.
    let device = Device.sample(settings: {
        var settings = DeviceSettings()
        settings.maximumActivitiesPerApp = 10
        settings.maximumActivitiesOnDevice = 10
        return settings
    }())

    func start(_ type: String) throws -> Int {
        let activityType = device.catalog.activityType(named: type)!
        return try device.request(
            ActivityRequest(typeName: activityType.name, attributes: activityType.sampleAttributes, content: LiveActivity.Content(state: activityType.sampleState))
        ).number
    }

    @Test("every sample type has a Lock Screen, expanded, compact and minimal presentation [000: 'you must support all presentations']")
    func everyPresentation() throws {
        #expect(device.catalog.presentationSets.map(\.typeName).sorted() == device.catalog.activityTypes.map(\.name).sorted())
        for type in device.catalog.activityTypes {
            let presentations = try device.presentations(of: try start(type.shortName))
            #expect(!presentations.lockScreen.readableText.isEmpty, "\(type.name) lock")
            #expect(!presentations.expanded.isEmpty, "\(type.name) expanded")
            #expect(!presentations.content(of: .compact).readableText.isEmpty || type.name == "AdventureAttributes", "\(type.name) compact")
            #expect(!presentations.minimal.readableText.isEmpty, "\(type.name) minimal")
        }
    }

    @Test("across the sample: a button, a toggle, a Link, and a view without a URL")
    func everyKindOfControl() throws {
        var kinds: Set<String> = []
        var withoutURL: [String] = []
        for type in device.catalog.activityTypes {
            let presentations = try device.presentations(of: try start(type.shortName))
            for kind in [PresentationKind.lock, .expanded, .compact, .minimal] {
                for control in presentations.content(of: kind).controls { kinds.insert(Taps.describe(control).components(separatedBy: " ")[0]) }
                if presentations.widgetURL(of: kind) == nil { withoutURL.append("\(type.shortName) \(kind)") }
            }
        }
        #expect(kinds == ["Button", "Toggle", "Link"])
        #expect(withoutURL.contains("Ride lock"))
    }

    @Test("the sample's routes and presentations pass routes --check")
    func sampleChecksClean() {
        #expect(PresentationCheck.problems(in: device.catalog, now: device.now) == [])
    }

    @Test("intents lists the presentations that use each intent")
    func intentUsage() {
        let usage = device.catalog.intentUsage()
        #expect(usage["CancelDeliveryIntent"] == ["Delivery expanded"])
        #expect(usage["PauseTimerIntent"] == ["WorkoutTimer lock", "WorkoutTimer expanded"])
        #expect(usage["CheckInIntent"] == ["Takeout lock", "Takeout expanded", "Takeout compact"])
        #expect(usage["StartDeliveryIntent"] == nil)
    }
}
