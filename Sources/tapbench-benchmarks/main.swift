import Foundation

let selected = CommandLine.arguments.dropFirst()
if selected.isEmpty || selected.contains("router") {
    RouterBenchmark.run()
} else {
    FileHandle.standardError.write(Data("usage: tapbench-benchmarks [router]\n".utf8))
    exit(2)
}
