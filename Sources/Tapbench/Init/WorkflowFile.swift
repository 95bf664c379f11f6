import Foundation

/// `.github/workflows/tapbench.yml`: on a Linux runner, build the bench package and replay its
/// transcripts in shards, each uploading its JUnit report.
struct WorkflowFile {
    let package: BenchPackage

    static let path = ".github/workflows/tapbench.yml"

    /// How many runners share the transcripts.
    static let shards = 2

    var text: String {
        let shards = Self.shards
        let folder = package.repositoryFolder
        let workingDirectory = folder.map { "\n    defaults:\n      run:\n        working-directory: \(Self.quoted($0))" } ?? ""
        let report = (folder.map { $0 + "/" } ?? "") + "junit-${{ matrix.shard }}.xml"
        let move = folder.map { "\n# GitHub runs the workflows in the repository root's .github/workflows: move this file there; its steps run in \($0)." } ?? ""
        return """
            # Replays the transcripts of \(package.name.typeName)'s bench on Linux, in \(shards) shards, and keeps each shard's JUnit report.\(move)
            name: tapbench

            on:
              push:
              pull_request:

            jobs:
              replay:
                runs-on: ubuntu-latest
                container: swift:6.3
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [\((1...shards).map(String.init).joined(separator: ", "))]\(workingDirectory)
                steps:
                  - uses: actions/checkout@v4
                  - name: Install readline
                    run: apt-get update && apt-get install -y libreadline-dev
                  - name: Build
                    run: swift build
                  - name: Replay shard ${{ matrix.shard }} of \(shards)
                    run: swift run \(package.name.executable) replay Transcripts/ --shard ${{ matrix.shard }}/\(shards) --junit junit-${{ matrix.shard }}.xml
                  - name: Upload the JUnit report
                    if: always()
                    uses: actions/upload-artifact@v4
                    with:
                      name: junit-${{ matrix.shard }}
                      path: \(Self.quoted(report))

            """
    }

    /// A YAML scalar in single quotes, which hold any text but a quote, written twice.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
