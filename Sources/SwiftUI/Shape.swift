/// A view that is an outline, such as the capsule a badge is clipped to. A text picture draws no outlines:
/// shapes matter here as the argument of `clipShape(_:)` and `background(_:in:)`.
///
/// ```swift
/// Text(context.state.etaText)
///     .padding(6)
///     .background(.orange, in: Capsule())
/// ```
public protocol Shape: View {}
