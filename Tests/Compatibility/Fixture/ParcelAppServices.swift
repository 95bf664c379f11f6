import Foundation
import OSLog
import SwiftUI
import UIKit
import UserNotifications

// What the parcel app's own code does around its Live Activity: asks to notify, opens its own screens,
// keeps the courier's photo in its app group, and talks to its server.
struct ParcelAppServices {
    static let appGroup = "group.com.example.parcels"
    private let logger = Logger(subsystem: "com.example.parcels", category: "App")

    func requestNotifications() async -> Bool {
        do {
            return try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])
        } catch {
            logger.error("Notification authorization failed: \(error.localizedDescription, privacy: .public)")
            return false
        }
    }

    func openParcel(_ trackingNumber: String) {
        guard let url = URL(string: "parcels://track/\(trackingNumber)") else { return }
        #if canImport(UIKit)
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
        #else
        logger.fault("This app needs UIKit")
        #endif
    }

    /// Where the courier's photo is kept for the widget extension to read.
    func courierPhotoURL() -> URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?.appendingPathComponent("courier.png")
    }

    /// The courier's avatar as the widget shows it.
    func courierImage() -> Image {
        Image(uiImage: UIImage(systemName: "person.crop.circle")!)
    }

    let brandColor = Color(uiColor: UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))

    /// The request that registers the activity's push token with the parcel server.
    func registrationRequest(token: String, trackingNumber: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://parcels.example.com/api/live-activities")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(["token": token, "trackingNumber": trackingNumber])
        return request
    }

    func register(token: String, trackingNumber: String) async throws {
        let (_, response) = try await URLSession.shared.data(for: registrationRequest(token: token, trackingNumber: trackingNumber))
        logger.debug("Registered token: \((response as? HTTPURLResponse)?.statusCode ?? 0)")
    }
}
