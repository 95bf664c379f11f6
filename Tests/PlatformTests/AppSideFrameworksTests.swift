import ActivityKit
import OSLog
import Synchronization
import SwiftUI
@testable import TapbenchSampleApp
import TapbenchCore
import TapbenchTestSupport
import Testing
import UIKit
import UserNotifications

/// A manager as iOS apps write one around their Live Activity: asks for notifications, logs, opens its
/// own deep link, keeps data in its app group, and knows it is on iOS.
struct DeliveryScreenManager {
    let logger = Logger(subsystem: "com.example.delivery", category: "LiveActivity")

    func prepare() async throws -> Bool {
        let granted = try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
        logger.info("Notifications granted: \(granted, privacy: .public)")
        let content = UNMutableNotificationContent()
        content.title = "Your order is on its way"
        let request = UNNotificationRequest(identifier: "on-the-way", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false))
        try await UNUserNotificationCenter.current().add(request)
        logger.debug("Scheduled \(request.identifier, align: .left(columns: 12)) in \(60.0, format: .fixed(precision: 1))s, \(1, format: .hex) of \(3)")
        logger.log(level: .error, "Device \(UUID(), privacy: .private(mask: .hash))")
        return granted
    }

    func showOrder(_ number: String) {
        logger.notice("Opening order \(number, privacy: .private)")
        guard let url = URL(string: "delivery://order/\(number)") else {
            logger.error("Bad order number \(number)")
            return
        }
        #if canImport(UIKit)
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
        #else
        logger.fault("No UIKit")
        #endif
    }
}

@Suite("App-side frameworks")
struct AppSideFrameworksTests {
    let device = Device.sample()

    @Test("UIApplication.shared.open routes a deep link on the device, as `open` does (Apple, \"open(_:options:completionHandler:)\")")
    func openRoutesTheDeepLink() async throws {
        let granted = try await device.asCurrent {
            let manager = DeliveryScreenManager()
            let granted = try await manager.prepare()
            manager.showOrder("A-7189")
            return granted
        }
        #expect(granted)
        #expect(device.takeEvents().jsonLines == [
            #"{"event":"url.opened","at":"2026-04-25T01:00:00.000Z","url":"delivery://order/A-7189","route":"delivery://order/:orderNumber","parameters":{"orderNumber":"A-7189"},"screen":"OrderScreen","via":"UIApplication.open","source":"app"}"#
        ])
    }

    @Test("the completion handler and the async form answer true after opening")
    func openAnswers() async {
        let answers = Mutex<[Bool]>([])
        await device.asCurrent {
            UIApplication.shared.open(URL(string: "ride://driver/Sam")!, options: [:]) { success in answers.withLock { $0.append(success) } }
            let success = await UIApplication.shared.open(URL(string: "delivery://order/B-2")!)
            answers.withLock { $0.append(success) }
        }
        #expect(answers.withLock { $0 } == [true, true])
        #expect(device.takeEvents().names == ["url.opened", "url.opened"])
    }

    @Test("Image(uiImage:) and Color(uiColor:) draw as the image's and colour's names")
    func imageAndColorBridges() {
        #expect(String(describing: Image(uiImage: UIImage(systemName: "box.truck")!)._evaluated) == String(describing: Image(systemName: "box.truck")._evaluated))
        #expect(String(describing: Image(uiImage: UIImage(named: "pizza")!)._evaluated) == String(describing: Image("pizza")._evaluated))
        #expect(Color(uiColor: .systemOrange) == .orange)
        #expect(Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color("#FF8000"))
        #expect(UIColor(red: 0, green: 0, blue: 0, alpha: 0.5).name == "#00000080")
    }

    @Test("the forms public widgets use compile and draw what they carry: an unlabelled Color(UIColor), UIImage from bytes or a file, a gradient tint, scaleEffect(x:y:anchor:), the other font weights and small caps, Alignment(horizontal:vertical:)")
    func widgetForms() throws {
        let folder = try TemporaryFolder()
        let saved = try folder.write("PNG", to: "pizza.png").path
        let view = VStack(alignment: .leading) {
            Text("Order 12").font(.system(size: 12, weight: .black).smallCaps()).tint(LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
            Image(uiImage: UIImage(contentsOfFile: saved) ?? UIImage()).scaleEffect(x: -1, y: 1, anchor: .center)
            Image(uiImage: UIImage(data: Data([0x89, 0x50])) ?? UIImage())
        }
        .background(Color(.systemOrange))
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top))
        #expect(String(describing: view._evaluated) == String(describing: VStack(alignment: .leading) { Text("Order 12"); Image("pizza.png"); Image("image") }._evaluated))
        #expect(UIImage(data: Data([0x89, 0x50]))?.size == .zero)
    }

    @Test("an app group's container is one folder per group; an identifier that is not a folder name has none")
    func appGroupContainers() throws {
        let first = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.delivery"))
        let second = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.other"))
        #expect(first.lastPathComponent == "group.com.example.delivery")
        #expect(first.deletingLastPathComponent() == second.deletingLastPathComponent())
        #expect(FileManager.default.fileExists(atPath: first.path))
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "../escape") == nil)
    }

    @Test("URLSession is there for files that import only UIKit")
    func urlSessionIsReexported() {
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest == 60)
    }
}
