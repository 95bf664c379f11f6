import Foundation

extension String {
    /// The string as one segment of a URL's path: every character outside RFC 3986's unreserved ones is
    /// percent-encoded, so that an order number such as `T/311` or `A 7189` stays one segment (`T%2F311`) and the
    /// app's route for it still matches.
    var urlSegment: String {
        addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? self
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
