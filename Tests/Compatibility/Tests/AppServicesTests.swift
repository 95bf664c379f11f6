import Foundation
import Observation
import Synchronization
import SwiftUI
import TapbenchCore
@testable import TapbenchCompatibilityFixture
import Testing

/// What app code touches around a Live Activity beyond ActivityKit: notifications, UIKit's URL opening,
/// images and colours, the app group's container, and URLSession from a file that imports only UIKit.
@Suite("Compatibility: app-side frameworks")
struct AppServicesTests {
    let services = ParcelAppServices()

    @Test("UIApplication.shared.open delivers the app's own deep link through its routes, as `open` does")
    func openParcel() async {
        let bench = CompatibilityBench()
        let granted = await bench.session.device.asCurrent {
            let granted = await services.requestNotifications()
            services.openParcel("PK-4471")
            return granted
        }
        #expect(granted)
        expectOutput(await bench.appEvents(), """
            01:00:00  opened parcels://track/PK-4471 → ParcelScreen via parcels://track/:trackingNumber (trackingNumber=PK-4471)
            """)
    }

    @Test("the courier's photo lives in the app group's container; Image(uiImage:) shows a UIImage's symbol, Color(uiColor:) a UIColor's value")
    func appGroupAndImages() throws {
        let url = try #require(services.courierPhotoURL())
        #expect(url.deletingLastPathComponent().lastPathComponent == "group.com.example.parcels")
        #expect(url.lastPathComponent == "courier.png")
        #expect(String(describing: services.courierImage()._evaluated) == String(describing: Image(systemName: "person.crop.circle")._evaluated))
        #expect(services.brandColor == Color("#3366E6"))
    }

    @Test("the token registration is an ordinary URLRequest for URLSession, with the token and tracking number as JSON")
    func registrationRequest() throws {
        let request = services.registrationRequest(token: "8f3a", trackingNumber: "PK-4471")
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://parcels.example.com/api/live-activities")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let body = try JSONDecoder().decode([String: String].self, from: try #require(request.httpBody))
        #expect(body == ["token": "8f3a", "trackingNumber": "PK-4471"])
    }

    @Test("a model written with Foundation alone is Combine's ObservableObject, as Foundation re-exports it on iOS: its @Published changes reach subscribers")
    func foundationOnlyModel() {
        let model = ParcelListModel()
        var seen: [[String]] = []
        let subscription = model.$trackingNumbers.sink { seen.append($0) }
        var changes = 0
        let willChange = model.objectWillChange.sink { changes += 1 }
        model.track("PK-4471")
        #expect(seen == [[], ["PK-4471"]])
        #expect(changes == 1)
        subscription.cancel()
        willChange.cancel()
    }

    @Test("an @Observable model written with Foundation alone tracks its properties, as Foundation brings Observation on iOS (Apple, \"Observable()\")")
    func foundationOnlyObservableModel() {
        let favorites = ParcelFavorites()
        let changed = Mutex(0)
        withObservationTracking { _ = favorites.trackingNumbers } onChange: { changed.withLock { $0 += 1 } }
        favorites.add("PK-4471")
        favorites.add("PK-4472")
        #expect(changed.withLock { $0 } == 1, "a tracking fires once, at the first change")
        #expect(favorites.trackingNumbers == ["PK-4471", "PK-4472"])
    }

    @Test("the app's own App, WindowGroup and screens compile as iOS code, the App's body a WindowGroup")
    func appEntryPointCompiles() {
        let app = ParcelsApp()
        #expect(String(describing: type(of: app.body)).hasPrefix("WindowGroup<"))
    }
}

