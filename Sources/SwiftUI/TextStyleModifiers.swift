import Foundation

// The typography modifiers of `Text`, and of any view since iOS 16. A text picture has no typography, so they keep
// the view as it is; they exist so that a widget's text compiles as written: `Text(score).tracking(1.5).underline()`.
extension View {
    public func tracking(_ tracking: CGFloat) -> Self { self }
    public func kerning(_ kerning: CGFloat) -> Self { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self { self }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Self { self }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Self { self }
    public func allowsTightening(_ flag: Bool) -> Self { self }
}

extension Text {
    /// How an underline or a strikethrough is drawn.
    public struct LineStyle: Sendable, Hashable {
        public enum Pattern: Sendable, Hashable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        public init(pattern: Pattern = .solid, color: Color? = nil) {}

        public static let single = LineStyle()
    }
}
