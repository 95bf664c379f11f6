import Foundation

/// Draws an image, as app code resizes a downloaded logo before a Live Activity shows it:
///
/// ```swift
/// let logo = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
///     downloaded.draw(in: CGRect(origin: .zero, size: CGSize(width: 40, height: 40)))
/// }
/// ```
///
/// The bench keeps no pixels, so the image it makes is drawn by its name, `image`, as `UIImage(data:)`'s is, and
/// `pngData(actions:)` and `jpegData(withCompressionQuality:actions:)` give bytes that `UIImage(data:)` reads back.
public final class UIGraphicsImageRenderer {
    /// What the drawing actions are given.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The rectangle drawn into, in points.
    public let bounds: CGRect
    public let format: UIGraphicsImageRendererFormat

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions`, then returns what they drew.
    public func image(actions: DrawingActions) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format)
        actions(context)
        return context.currentImage
    }

    /// The image `actions` draw, as PNG bytes.
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, as JPEG bytes.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// The drawing a `UIGraphicsImageRenderer`'s actions draw into.
public final class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat

    init(format: UIGraphicsImageRendererFormat) {
        self.format = format
    }

    /// What has been drawn so far.
    public var currentImage: UIImage { UIImage(drawnAs: "image") }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) {}

    /// Strokes the outline of `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) {}

    /// Limits later drawing to `rect`.
    public func clip(to rect: CGRect) {}
}

/// How a `UIGraphicsImageRenderer` draws: its scale and whether it is opaque.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point; the screen's by default.
    public var scale: CGFloat = UIScreen.main.scale
    /// Whether the image has no transparent pixels.
    public var opaque = false

    public init() {}

    /// The format for the device's main screen.
    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
