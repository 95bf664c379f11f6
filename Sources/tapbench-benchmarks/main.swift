import Foundation

/// `swift build -c release && .build/release/tapbench-benchmarks [router] [runner] [startup]`: prints
/// figures; with no argument, all. `startup` launches the `tapbench` built beside it.
let known = ["router", "runner", "startup"]
let selected = Set(CommandLine.arguments.dropFirst())
if let unknown = selected.subtracting(known).first {
    FileHandle.standardError.write(Data("unknown benchmark '\(unknown)' — choose from \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
func wants(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

if wants("router") { RouterBenchmark.run() }
if wants("runner") { await RunnerBenchmark.run() }
if wants("startup") { try StartupBenchmark.run() }
