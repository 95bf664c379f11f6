import Foundation

/// `swift build -c release && .build/release/tapbench-benchmarks [router] [runner] [activities] [startup] [transcripts] [isolation] [cram]`:
/// prints figures; with no argument, all. `startup`, `isolation` and `cram` launch the `tapbench` built beside it (`cram` a
/// few minutes long);
/// `transcripts` reads `Transcripts/` from the working directory.
let known = ["router", "runner", "activities", "startup", "transcripts", "isolation", "cram"]
let selected = Set(CommandLine.arguments.dropFirst())
if let unknown = selected.subtracting(known).first {
    FileHandle.standardError.write(Data("unknown benchmark '\(unknown)' — choose from \(known.joined(separator: ", "))\n".utf8))
    exit(2)
}
func wants(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

if wants("router") { RouterBenchmark.run() }
if wants("runner") { await RunnerBenchmark.run() }
if wants("activities") { try await ActivityScaleBenchmark.run() }
if wants("startup") { try StartupBenchmark.run() }
if wants("transcripts") { try await TranscriptBenchmark.run() }
if wants("isolation") { try await IsolationBenchmark.run() }
if wants("cram") { try await TranscriptBenchmark.runPerProcess() }
