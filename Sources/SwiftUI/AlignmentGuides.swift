import Foundation

/// A view's size, as an alignment guide's closure reads it.
public struct ViewDimensions: Sendable, Equatable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

extension View {
    /// Moves the view's alignment guide; the text picture aligns nothing by guides, so the view stays as it is and
    /// the closure is not called.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self { self }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> Self { self }
}
