import ArgumentParser
import Bench
import SampleApp
import TapbenchCore

@main
struct Tapbench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tapbench",
        abstract: "A test bench for the interactive side of iOS Live Activities.",
        discussion: """
            With no arguments, opens the REPL on the sample app. Type 'help' there for the commands.
            Piped input is read line by line with no prompt: printf 'start Delivery\\nlist\\n' | tapbench
            """,
        version: "0.1.0")

    @Option(
        name: .long, help: ArgumentHelp("Write every event as a JSON Lines stream to FILE; - for standard output.", valueName: "FILE"))
    var events: String?

    mutating func run() async throws {
        let sink = try events.map(EventSink.init(path:))
        let succeeded = await REPL(events: sink).run()
        if !succeeded { throw ExitCode(1) }
    }
}
