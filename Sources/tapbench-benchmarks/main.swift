import Foundation

/// `swift run -c release tapbench-benchmarks [router] [runner]`: prints figures; with no argument, all.
let known = ["router", "runner"]
let selected = Set(CommandLine.arguments.dropFirst())
if let unknown = selected.subtracting(known).first {
    FileHandle.standardError.write(Data("unknown benchmark '\(unknown)' — choose from \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
func wants(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

if wants("router") { RouterBenchmark.run() }
if wants("runner") { await RunnerBenchmark.run() }
