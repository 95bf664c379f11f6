import Foundation

/// The favourite parcels, as app code writes an Observation model with Foundation alone.
@Observable
final class ParcelFavorites {
    var trackingNumbers: [String] = []

    func add(_ trackingNumber: String) {
        trackingNumbers.append(trackingNumber)
    }
}
