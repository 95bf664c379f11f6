import SwiftSyntax
import SwiftSyntaxMacros

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
/// //     SwiftUI.Preview._record(SwiftUI.Preview("Lock Screen", as: .content, …) { … } contentStates: { … }, in: collector)
/// // }
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var call = "SwiftUI.Preview(\(node.arguments.trimmedDescription))"
        if let closure = node.trailingClosure {
            call += " \(closure.trimmedDescription)"
        }
        for closure in node.additionalTrailingClosures {
            call += " \(closure.trimmedDescription)"
        }
        // A record inside a type is one of its static members; at file scope it is a global.
        let member = context.lexicalContext.isEmpty ? "" : "static "
        let name = context.makeUniqueName("Preview")
        return [
            """
            @section("tapbench_previews") @used private \(raw: member)let \(name): @convention(c) (UnsafeMutableRawPointer) -> Void = { collector in
                SwiftUI.Preview._record(\(raw: call), in: collector)
            }
            """
        ]
    }
}
