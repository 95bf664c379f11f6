import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands Tapbench's macros.
@main
struct TapbenchPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
