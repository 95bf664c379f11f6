import Foundation
import SwiftUI
import TapbenchCore
import TapbenchTestSupport
import Testing

/// A widget file that imports SwiftUI alone and uses UIKit, as on iOS, where SwiftUI brings UIKit: a logo the
/// app saved as bytes, an image from the app group's container, a system colour, and the screen's width.
struct StoreLogo: View {
    let logo: Data?
    let badgePath: String

    var body: some View {
        HStack {
            if let logo, let image = UIImage(data: logo) {
                Image(uiImage: image)
            }
            if let badge = UIImage(contentsOfFile: badgePath), badge.size.width >= 0 {
                Image(uiImage: badge).background(Color(uiColor: .systemOrange))
            }
            Text("Pizza Place").frame(width: UIScreen.main.bounds.size.width / 2)
        }
    }
}

/// A timer that sizes itself to its widest text with UIKit's measure, as Live Activity code does to keep digits still.
struct FixedWidthTimer: View {
    let range: ClosedRange<Date>
    let font: UIFont

    var width: CGFloat { ("00:00" as NSString).size(withAttributes: [NSAttributedString.Key.font: font]).width }

    var body: some View {
        Text(timerInterval: range, showsHours: false)
            .font(Font(font))
            .frame(width: width)
    }
}

@Suite("UIKit through import SwiftUI")
struct UIKitThroughSwiftUITests {
    @Test("a UIFont sets a view's font as .system(size:) does, and UIKit's measure gives every character half the font's size (the bench's choice: it measures no glyphs)")
    func uiFontAndMeasure() {
        let start = Device.defaultStart
        let timer = FixedWidthTimer(range: start...start.addingTimeInterval(90), font: .systemFont(ofSize: 12, weight: .regular))
        #expect(timer.width == 30)
        #expect(("00:00" as NSString).size(withAttributes: nil) == CGSize(width: 30, height: 12 * 1.2))
        #expect(String(describing: timer._evaluated) == String(describing: Text(timerInterval: start...start.addingTimeInterval(90), showsHours: false)
            .font(.system(size: 12)).frame(width: 30)._evaluated))
    }

    @Test("UIImage and UIColor need no import of UIKit, and images draw by name: bytes as `image`, a file by its name")
    func imagesDrawByName() throws {
        let folder = try TemporaryFolder()
        let badge = try folder.write("PNG", to: "vip.png").path
        #expect(String(describing: StoreLogo(logo: Data([0x89, 0x50]), badgePath: badge)._evaluated) == String(describing: HStack {
            Image("image")
            Image("vip.png")
            Text("Pizza Place")
        }._evaluated))
    }

    @Test("UIImage refuses empty bytes, an empty path, a missing file and an empty one, as iOS does (\"init(contentsOfFile:)\"), and an image's PNG and JPEG data read back as an image")
    func imageData() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.write("", to: "empty.png").path
        for path in ["", folder.url.appendingPathComponent("missing.png").path, empty] {
            #expect(String(describing: StoreLogo(logo: Data(), badgePath: path)._evaluated) == String(describing: HStack {
                Text("Pizza Place")
            }._evaluated))
        }
        let downloaded = Data([0xFF, 0xD8, 0xFF, 0xE0])
        let logo = try #require(UIImage(data: downloaded))
        #expect(logo.jpegData(compressionQuality: 1.0) == downloaded)
        #expect(logo.pngData() == downloaded)
        let named = try #require(UIImage(named: "PizzaLogo"))
        let saved = try #require(named.pngData())
        #expect(UIImage(data: saved)?.name == "image")
    }

    @Test("UIGraphicsImageRenderer runs its drawing actions and gives an image, drawn by name, whose PNG and JPEG bytes read back as an image (Apple, \"UIGraphicsImageRenderer\")")
    func imageRenderer() throws {
        let downloaded = try #require(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0])))
        let size = CGSize(width: 40, height: 40)
        let renderer = UIGraphicsImageRenderer(size: size)
        var drawn: [CGFloat] = []
        let resized = renderer.image { context in
            drawn.append(context.format.scale)
            downloaded.draw(in: CGRect(origin: .zero, size: size))
        }
        #expect(drawn == [UIScreen.main.scale], "the actions run once, with the screen's scale")
        #expect(resized.name == "image")
        #expect(renderer.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(UIImage(data: renderer.pngData { _ in })?.name == "image")
        #expect(UIImage(data: renderer.jpegData(withCompressionQuality: 0.8) { $0.fill(renderer.bounds) })?.name == "image")
    }

    @Test("UIApplication.shared.open from a file that imports only SwiftUI routes the link on the device")
    func openThroughSwiftUI() async {
        let device = Device.sample()
        _ = await device.asCurrent {
            await UIApplication.shared.open(URL(string: "delivery://order/A-7189")!)
        }
        #expect(device.takeEvents().jsonLines == [
            #"{"event":"url.opened","at":"2026-04-25T01:00:00.000Z","url":"delivery://order/A-7189","route":"delivery://order/:orderNumber","parameters":{"orderNumber":"A-7189"},"screen":"OrderScreen","via":"UIApplication.open","source":"app"}"#
        ])
    }

    @Test("the screen is an iPhone's with a Dynamic Island, 393 by 852 points at 3 pixels a point (a modelling choice)")
    func screen() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
    }
}
