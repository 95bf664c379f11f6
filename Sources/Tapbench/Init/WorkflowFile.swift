import Foundation

/// `.github/workflows/tapbench.yml`: on a Linux runner, build the bench package and replay its
/// transcripts in shards, each uploading its JUnit report. The build folder is cached, keyed on the toolchain and the
/// resolved dependencies, so a run rebuilds only what changed: the dependencies are built once, not on every run.
struct WorkflowFile {
    let package: BenchPackage

    static let path = ".github/workflows/tapbench.yml"

    /// How many runners share the transcripts.
    static let shards = 2

    var text: String {
        let shards = Self.shards
        let folder = package.repositoryFolder
        let workingDirectory = folder.map { "\n    defaults:\n      run:\n        working-directory: \(Self.quoted($0))" } ?? ""
        let prefix = folder.map { $0 + "/" } ?? ""
        let report = prefix + "junit-${{ matrix.shard }}.xml"
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
                  - name: Resolve the dependencies
                    run: swift package resolve
                  - name: Cache the build
                    uses: actions/cache@v4
                    with:
                      path: \(Self.quoted(prefix + ".build"))
                      key: swift-6.3-${{ runner.os }}-${{ hashFiles(\(Self.quoted(prefix + "Package.resolved"))) }}
                      restore-keys: swift-6.3-${{ runner.os }}-
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
