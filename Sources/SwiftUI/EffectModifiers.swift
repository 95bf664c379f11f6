import Foundation

// Effects, lifecycle and accessibility modifiers that Live Activity views carry. A rendered widget neither
// moves, blurs nor runs tasks, and a text picture keeps the view as it is.
extension View {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func brightness(_ amount: Double) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    /// `.redacted(reason: .placeholder)`: iOS greys the words out; the picture still shows them, so a tap can find them.
    public func redacted(reason: RedactionReasons) -> Self { self }
    public func unredacted() -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Runs nothing: a rendered widget sees no changes, only the content it is drawn with.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    /// The iOS 14 form, `.onChange(of: state.step) { newStep in … }`.
    @available(iOS, deprecated: 17.0, message: "Use onChange(of:initial:_:) instead")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// Runs nothing: a rendered widget starts no tasks.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Self { self }
}

/// Why a view's content is hidden: `.placeholder` while a widget loads, `.privacy` on a locked device.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
}

extension EnvironmentValues {
    /// None: a Live Activity on an unlocked iPhone shows its content.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
