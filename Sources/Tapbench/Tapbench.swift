import Foundation
import TapbenchCore

/// The bench's command line, on the app it hosts.
public enum Tapbench {
    /// Reads the command line and runs it on the app whose catalog `catalog` makes, then exits.
    package static func main(name: String, catalog: @escaping @Sendable (Date) -> AppCatalog) async {
        let command = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "tapbench"
        HostedApp.host(HostedApp(name: name, commandName: command, catalog: catalog, notices: []))
        await TapbenchCommand.main()
    }
}
