import Foundation

/// How a change animates, written as on iOS. A text picture shows each state as it is, so animations
/// carry nothing.
///
/// ```swift
/// Text(context.state.statusText).animation(.easeInOut, value: context.state.status)
/// ```
public struct Animation: Sendable, Hashable {
    public static let `default` = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static let linear = Animation()
    public static let spring = Animation()
    public static let bouncy = Animation()
    public static let smooth = Animation()
    public static let snappy = Animation()

    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
}

/// How a view comes and goes, written as on iOS: `.opacity`, `.move(edge: .bottom)`, `.push(from: .top)`.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()

    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Runs `body` at once: a rendered widget shows the state it ends in.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension ContentTransition {
    /// Digits that roll to a new `value` (iOS 17).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static let interpolate = ContentTransition()
    public static let identity = ContentTransition()
}
