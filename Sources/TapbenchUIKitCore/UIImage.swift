import Foundation

/// An image by name: an asset of the app, or an SF Symbol. The bench draws it by its name and keeps no pixels.
///
/// ```swift
/// Image(uiImage: UIImage(systemName: "box.truck") ?? UIImage())
/// ```
public final class UIImage: Sendable {
    /// The asset's or symbol's name; empty for `UIImage()`.
    public let name: String
    /// The bytes it was made from, when it was made from bytes.
    private let bytes: Data?

    public init() {
        name = ""
        bytes = nil
    }

    /// The app's asset named `name`; the bench has every asset the code names.
    public init?(named name: String) {
        self.name = name
        bytes = nil
    }

    /// The SF Symbol named `systemName`.
    public init?(systemName: String) {
        name = systemName
        bytes = nil
    }

    /// An image decoded from bytes, such as a logo the app downloaded: drawn as `image`. Empty bytes are no
    /// image, as on iOS.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = "image"
        bytes = data
    }

    /// The image in the file at `path`, such as a logo the app saved in its app group's container: drawn by the
    /// file's name. A file that is missing or empty is no image, as on iOS, where this initialiser returns nil
    /// when it cannot read an image from the file.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return nil }
        name = (path as NSString).lastPathComponent
        bytes = data
    }

    /// An image that drawing made, such as `UIGraphicsImageRenderer`'s.
    init(drawnAs name: String) {
        self.name = name
        bytes = nil
    }

    /// Draws the image into the current drawing, scaled to fill `rect`; the bench keeps no pixels, so the drawing
    /// is the image `UIGraphicsImageRenderer` makes, as on iOS.
    public func draw(in rect: CGRect) {}

    /// Draws the image at its size with its top left at `point`.
    public func draw(at point: CGPoint) {}

    /// Its size in points: zero, since a text picture lays nothing out by size.
    public var size: CGSize { .zero }

    /// The image as PNG bytes, to store or share: the bytes it was made from, or else its name's bytes, so
    /// that what `UIImage(data:)` reads back is an image again.
    public func pngData() -> Data? { bytes ?? Data(name.utf8) }

    /// The image as JPEG bytes: as `pngData()`, whatever the quality.
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
}
