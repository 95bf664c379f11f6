import Foundation

/// `README.md` of the bench package: the two commands first, then what each part is for.
struct ReadmeFile {
    let package: BenchPackage

    var text: String {
        let name = package.name.typeName
        let executable = package.name.executable
        let run = "swift run \(executable)"
        let linked = package.folders.map(\.linkName).joined(separator: ", ")
        var dependency = ""
        if case .path = package.tapbench {
            dependency = """

                Package.swift finds Tapbench in a folder of this machine, \(package.tapbench.location(from: package.directory)): a CI runner
                needs it there too, or its git URL instead (`.package(url: "…", from: "0.1.0")`).

                """
        }
        let server =
            package.files.server == nil
            ? ""
            : """
                - `\(ServerFileTemplate.path)` says how the app's server answers its requests in every session, one
                  `server stub` line each, as typed at the prompt; a request no stub answers fails as offline.

                """
        return """
            # \(name) on the bench

            ```sh
            \(run)   # the REPL on \(name): 'help' lists the commands, Tab completes
            \("swift test".padding(toLength: run.count, withPad: " ", startingAt: 0))   # replays every transcript in Transcripts/
            ```

            Tapbench runs \(name)'s Live Activities on a simulated device on Linux, with a virtual clock: start an activity,
            draw its presentations as text, tap its buttons and links, send it pushes, move the clock. What you do at the
            REPL can be recorded as a transcript, which replays as a test. It needs Swift 6.3 or later and readline
            (`apt-get install -y libreadline-dev`).

            - `\(package.codeFolder)/` links to the app's own folders, which stay where they are, and the build leaves out
              what Package.swift lists of them: edit the app there. The folders: \(linked).
            - `\(package.codeFolder)/\(IntroductionFile.name)` introduces the app to the bench: add the intents no view
              uses, the deep-link routes, what the app does at launch, rules of its own that every command must keep.
            - `\(run) explore` looks for the flows that break the app by itself, and writes each as the shortest
              transcript that replays red.
            - `Transcripts/` holds the transcripts; its README says how to record one.
            - `Intents/` holds the intents scripted at the REPL and kept with `intent save NAME`, and the routes kept with
              `route add PATTERN SCREEN --save` when the app has no routes file; the bench loads them at start-up.
            \(server)- `\(WorkflowFile.path)` replays them on a Linux runner in \(WorkflowFile.shards) shards, with a JUnit report for each.
            \(dependency)
            """
    }
}
