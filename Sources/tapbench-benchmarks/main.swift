import Foundation

/// `swift build -c release && .build/release/tapbench-benchmarks [router] [runner] [activities] [startup] [transcripts] [isolation] [cram]
/// [replay] [recording] [script] [requests] [many] [explore]`: prints figures; with no argument, all. `startup`, `isolation`, `cram`, `replay`, `script`, `many` and `explore`
/// launch the `tapbench` built beside it (`cram` a few minutes long; `replay`, `script`, `requests`, `many` and `explore` launch the one `TAPBENCH_EXECUTABLE`
/// names, if set, to compare a build of another commit side by side); `transcripts` reads `Transcripts/` from the working directory.
/// `tapbench-benchmarks transcript N` prints the generated transcript of N steps that `replay` measures, and `cancels N`
/// the transcript of N cancels that `requests` replays.
let known = ["router", "runner", "activities", "startup", "transcripts", "isolation", "cram", "replay", "recording", "script", "requests", "many", "explore"]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "cancels" {
    guard arguments.count == 2, let count = Int(arguments[1]), count > 0 else {
        FileHandle.standardError.write(Data("cancels takes a number of cancels, such as 2000\n".utf8))
        exit(2)
    }
    print(await RequestBenchmark.transcript(cancels: count), terminator: "")
    exit(0)
}
if arguments.first == "transcript" {
    guard arguments.count == 2, let steps = Int(arguments[1]), steps > 0 else {
        FileHandle.standardError.write(Data("transcript takes a number of steps, such as 10000\n".utf8))
        exit(2)
    }
    print(await TranscriptBenchmark.transcript(of: TranscriptBenchmark.generatedCommands(count: steps)), terminator: "")
    exit(0)
}
let selected = Set(arguments)
if let unknown = selected.subtracting(known).first {
    FileHandle.standardError.write(Data("unknown benchmark '\(unknown)' — choose from \(known.joined(separator: ", ")), or transcript N\n".utf8))
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
if wants("replay") { try await ReplayScaleBenchmark.run() }
if wants("recording") { try await RecordingBenchmark.run() }
if wants("script") { try ScriptBenchmark.run() }
if wants("requests") { try await RequestBenchmark.run() }
if wants("many") { try await ManyTranscriptsBenchmark.run() }
if wants("explore") { try ExploreBenchmark.run() }
