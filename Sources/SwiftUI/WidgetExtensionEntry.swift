import Foundation

/// What happens when a widget extension's `@main` type is run as a program of its own: on iOS the system
/// hosts the extension; in Tapbench a bench executable (`Tapbench.main(app:)`) does.
enum WidgetExtensionEntry {
    static func refuse(_ typeName: String) -> Never {
        let line = "\(typeName) is a widget extension: it runs inside a bench executable that calls Tapbench.main(app:), not on its own\n"
        FileHandle.standardError.write(Data(line.utf8))
        exit(2)
    }
}
