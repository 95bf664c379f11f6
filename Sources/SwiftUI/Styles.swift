import Foundation

// The styling vocabulary of SwiftUI that Live Activity code uses. A text picture has no fonts or
// colours, so these carry names only; they exist so that SwiftUI-shaped code compiles as written.

public struct Font: Sendable, Hashable {
    let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// `.system(size: 34, weight: .bold, design: .rounded)`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system \(size)") }
    /// `.system(.title, design: .rounded, weight: .semibold)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(name: "system \(style)") }
    /// `.custom("Avenir Next", size: 17)`: a font the app ships, scaled with Dynamic Type.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(name: name) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }
    public func monospacedDigit() -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func monospaced() -> Font { self }

    public struct Weight: Sendable, Hashable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    /// The typeface family of a system font.
    public enum Design: Sendable, Hashable {
        case `default`, serif, rounded, monospaced
    }

    /// The Dynamic Type styles, as `.system(_:design:weight:)` takes them.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

/// Something that fills text or shapes: a colour, or `.secondary`.
public protocol ShapeStyle: Sendable {}

public struct Color: ShapeStyle, Hashable {
    let name: String

    public init(_ name: String) { self.name = name }

    public func opacity(_ opacity: Double) -> Color { self }

    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let black = Color("black")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let blue = Color("blue")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let indigo = Color("indigo")
    public static let brown = Color("brown")
    public static let clear = Color("clear")
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color("primary") }
    public static var secondary: Color { Color("secondary") }
    public static var black: Color { Color("black") }
    public static var white: Color { Color("white") }
    public static var gray: Color { Color("gray") }
    public static var red: Color { Color("red") }
    public static var orange: Color { Color("orange") }
    public static var yellow: Color { Color("yellow") }
    public static var green: Color { Color("green") }
    public static var blue: Color { Color("blue") }
    public static var purple: Color { Color("purple") }
    public static var pink: Color { Color("pink") }
    public static var mint: Color { Color("mint") }
    public static var teal: Color { Color("teal") }
    public static var cyan: Color { Color("cyan") }
    public static var indigo: Color { Color("indigo") }
    public static var brown: Color { Color("brown") }
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

public struct Alignment: Sendable {
    init() {}

    /// `Alignment(horizontal: .leading, vertical: .top)`: placement changes nothing in a text picture.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {}

    public static let center = Alignment()
    public static let leading = Alignment()
    public static let trailing = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

public enum TextAlignment: Sendable { case leading, center, trailing }

public enum Edge: Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// How a `ProgressView` looks: `.linear` or `.circular`.
public protocol ProgressViewStyle: Sendable {}
public struct LinearProgressViewStyle: ProgressViewStyle {}
public struct CircularProgressViewStyle: ProgressViewStyle {}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// How content changes animate; a text picture does not animate.
public struct ContentTransition: Sendable {
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static let opacity = ContentTransition()
}
