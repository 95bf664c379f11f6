import Foundation
import TapbenchAppDescription

/// The bench's command line, on the app it hosts.
public enum Tapbench {
    /// Reads the command line and runs it on `app`, then exits: the REPL with no arguments, and `run`,
    /// `replay`, `doc`, `coverage`, `--events` and completion scripts as `tapbench` has them. It starts on the main
    /// actor, where `@main`'s `main()` runs, so that a batch can assemble the app once, before any thread starts.
    ///
    /// ```swift
    /// @main
    /// struct PizzaBench {
    ///     static func main() async {
    ///         await Tapbench.main(app: AppIntroduction(widgets: PizzaWidgets.self, bundleIdentifier: "com.example.pizza"))
    ///     }
    /// }
    /// ```
    @MainActor public static func main(app: AppIntroduction) async {
        await main(app: app, scaffolds: false)
    }

    /// The command line, with `init` too when `scaffolds`: `tapbench` writes a team's bench package, which
    /// has no use for one of its own.
    @MainActor package static func main(app: AppIntroduction, scaffolds: Bool) async {
        let command = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "tapbench"
        HostedApp.host(HostedApp(introduction: app, commandName: command, scaffolds: scaffolds))
        AssembledCopy.serveIfAsked(app: HostedApp.current)
        await TapbenchCommand.main()
    }
}
