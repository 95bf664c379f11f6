/// Views Xcode shows as previews. For a Live Activity, WidgetKit's `previewContext(_:viewKind:)` on its
/// attributes shows each presentation, and Tapbench reads the values shown as the app's preview values
/// (`activityPreviews(in:)` in WidgetKit).
///
/// ```swift
/// struct DeliveryLiveActivity_Previews: PreviewProvider {
///     static var previews: some View {
///         DeliveryAttributes.preview
///             .previewContext(.preparing, viewKind: .content)
///             .previewDisplayName("Lock Screen")
///     }
/// }
/// ```
@available(iOS, deprecated: 27.0, message: "Use the #Preview macro")
public protocol PreviewProvider: SendableMetatype {
    @available(iOS, deprecated: 27.0)
    associatedtype Previews: View
    @available(iOS, deprecated: 27.0)
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// The name Xcode shows above a preview; a text picture has no canvas to show it on.
    public func previewDisplayName(_ value: String?) -> Self { self }
}
