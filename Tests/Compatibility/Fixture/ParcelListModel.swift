import Foundation

/// The parcel list's model, as app code writes it with Foundation alone: on iOS Foundation brings Combine's
/// `ObservableObject` and `Published`.
final class ParcelListModel: ObservableObject {
    @Published var trackingNumbers: [String] = []

    func track(_ trackingNumber: String) {
        trackingNumbers.append(trackingNumber)
    }
}
