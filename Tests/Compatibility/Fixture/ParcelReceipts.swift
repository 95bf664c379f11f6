import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Code the parcel app shares with its Linux service, so it imports FoundationNetworking where Linux keeps
// `URLSession`: the receipt of a delivered parcel, asked for as a PDF.
enum ParcelReceipts {
    static func receipt(for trackingNumber: String) async throws -> (pdf: Data, mimeType: String?) {
        var request = URLRequest(url: ParcelServerClient.base.appendingPathComponent("parcels/\(trackingNumber)/receipt"))
        request.setValue("application/pdf", forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request)
        return (data, (response as? HTTPURLResponse)?.mimeType)
    }
}
