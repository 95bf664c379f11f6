import TapbenchUIKitCore

// SwiftUI's bridges from UIKit, which `import SwiftUI` alone brings on iOS.

extension Image {
    /// `Image(uiImage: UIImage(named: "pizza")!)`: drawn by the image's name.
    public init(uiImage: UIImage) { self.init(uiImage.name) }
}

extension Color {
    /// `Color(uiColor: .systemOrange)`: named as the `UIColor` is.
    public init(uiColor: UIColor) { self.init(uiColor.name) }

    /// `Color(.systemOrange)`, the form without a label.
    public init(_ uiColor: UIColor) { self.init(uiColor.name) }
}
