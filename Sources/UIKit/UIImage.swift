import Foundation

/// An image by name: an asset of the app, or an SF Symbol. The bench draws it by its name.
///
/// ```swift
/// Image(uiImage: UIImage(systemName: "box.truck") ?? UIImage())
/// ```
public final class UIImage: Sendable {
    /// The asset's or symbol's name; empty for `UIImage()`.
    public let name: String

    public init() { name = "" }

    /// The app's asset named `name`; the bench has every asset the code names.
    public init?(named name: String) { self.name = name }

    /// The SF Symbol named `systemName`.
    public init?(systemName: String) { name = systemName }

    /// An image decoded from bytes, such as one the app downloaded: drawn as `image`.
    public init?(data: Data) { name = "image" }

    /// An image read from a file, such as one in the app group's container: drawn by the file's name.
    public init?(contentsOfFile path: String) { name = (path as NSString).lastPathComponent }

    /// Its size in points; a text picture lays nothing out by size.
    public var size: CGSize { .zero }
}
