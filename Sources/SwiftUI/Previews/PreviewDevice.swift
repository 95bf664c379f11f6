/// The device Xcode draws a preview on: `.previewDevice("iPhone 15 Pro")`. The bench draws text, on no device, so
/// the name is kept and nothing else.
///
/// ```swift
/// LockScreenView(context: context)
///     .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
/// ```
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }
}

extension View {
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
}
