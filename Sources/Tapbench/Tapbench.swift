import TapbenchAppDescription
import Foundation
import TapbenchCore

/// The bench's command line, on the app it hosts.
public enum Tapbench {
    /// Reads the command line and runs it on `app`, then exits: the REPL with no arguments, and `run`,
    /// `replay`, `doc`, `coverage`, `--events` and completion scripts as `tapbench` has them.
    ///
    /// ```swift
    /// @main
    /// struct PizzaBench {
    ///     static func main() async {
    ///         await Tapbench.main(app: AppIntroduction(widgets: PizzaWidgets.self, bundleIdentifier: "com.example.pizza"))
    ///     }
    /// }
    /// ```
    public static func main(app: AppIntroduction) async {
        let assembled = app.assemble(startingAt: Device.defaultStart)
        let command = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "tapbench"
        HostedApp.host(
            HostedApp(name: assembled.catalog.name, commandName: command, catalog: { app.assemble(startingAt: $0).catalog }, notices: assembled.notices))
        await TapbenchCommand.main()
    }
}
