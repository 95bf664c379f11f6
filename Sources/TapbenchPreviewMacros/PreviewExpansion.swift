/// `#Preview`: as on iOS, a declaration that makes a `Preview` from the macro's arguments. Tapbench keeps
/// that `Preview` in a record in the binary's `tapbench_previews` section, so that reading the app finds it.
///
/// ```swift
/// #Preview("Lock Screen", as: .content, using: DeliveryAttributes.preview) {
///     DeliveryLiveActivity()
/// } contentStates: {
///     DeliveryAttributes.ContentState.preparing
/// }
/// // @section("tapbench_previews") @used private let $…Preview…: @convention(c) (UnsafeMutableRawPointer) -> Void = { collector in
/// //     SwiftUI.Preview._record(
/// //     SwiftUI.Preview("Lock Screen", as: .content, …) { … } contentStates: { … }
/// //     , in: collector)
/// // }
/// ```
///
/// The expansion needs no syntax tree: the macro's own text, from `#Preview` to its last closure, is already a call
/// of `Preview`'s initializer once `#Preview` reads `SwiftUI.Preview`, whatever its arguments and closures hold.
/// The compiler checks that call as it checks any code, with its own diagnostics.
struct PreviewExpansion {
    /// The macro's text as the compiler sends it.
    let source: String
    /// The name the macro is used by (`Preview`).
    let macroName: String
    /// The compiler's unique prefix for this expansion's names.
    let discriminator: String
    /// The expansion sits inside a type (or other declaration), where the record is a static member.
    let isNested: Bool

    /// Why a macro's text is not a `#Preview` use.
    struct Problem: Error {
        let message: String
    }

    /// The declaration that records the preview.
    func declaration() throws(Problem) -> String {
        let sign = "#\(macroName)"
        guard let start = source.range(of: sign) else {
            throw Problem(message: "'\(sign)' expected in the expansion's text, as the compiler sends it")
        }
        // Anything before the sign is the declaration's attributes; the record is private either way.
        let call = "SwiftUI.Preview" + source[start.upperBound...]
        let member = isNested ? "static " : ""
        // The call stands on lines of its own, so a comment at its end cannot reach what follows.
        return """
            @section("tapbench_previews") @used private \(member)let \(uniqueName): @convention(c) (UnsafeMutableRawPointer) -> Void = { collector in
                SwiftUI.Preview._record(
            \(call)
                , in: collector)
            }
            """
    }

    /// A name no other declaration has, made as the compiler's own macro contexts make one: the discriminator, then
    /// the name mangled, then the mark of a unique macro name.
    private var uniqueName: String {
        "\(discriminator)7PreviewfMu_"
    }
}
