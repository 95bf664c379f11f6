import Foundation

// The compiler plugin that expands Tapbench's `#Preview`, speaking the compiler's plugin protocol itself: the
// expansion is textual (`PreviewExpansion`), so neither this plugin nor any bench builds a syntax library for it.
let connection = PluginConnection()
while let bytes = connection.receive() {
    let reply: PluginReply
    switch try? JSONDecoder().decode(HostMessage.self, from: Data(bytes)) {
    case .getCapability?:
        reply = .capability
    case .expandFreestandingMacro(let request)?:
        let expansion = PreviewExpansion(
            source: request.syntax.source, macroName: request.macro.name, discriminator: request.discriminator,
            isNested: !(request.lexicalContext ?? []).isEmpty)
        do {
            reply = .expansion(try expansion.declaration(), [])
        } catch {
            let position = PluginReply.Diagnostic.Position(fileName: request.syntax.location.fileName, offset: request.syntax.location.offset)
            reply = .expansion(nil, [PluginReply.Diagnostic(message: error.message, position: position)])
        }
    case .unserved("loadPluginLibrary")?:
        reply = .libraryNotLoaded
    case .unserved(let kind)?:
        let position = PluginReply.Diagnostic.Position(fileName: "", offset: 0)
        reply = .expansion(nil, [PluginReply.Diagnostic(message: "Tapbench's macros are freestanding; '\(kind)' is not one of them", position: position)])
    case nil:
        exit(1)
    }
    connection.send(Array((try? JSONEncoder().encode(reply)) ?? Data()))
}
