/// `Sources/<Name>Bench/<Name>Bench.swift`: the bench executable, the whole command line on the app.
struct BenchEntryFile {
    let package: BenchPackage

    var text: String {
        """
        import \(package.codeTarget)
        import Tapbench

        /// `swift run \(package.name.executable)`: the REPL on \(package.name.typeName); `\(package.name.executable) --help` lists the rest.
        @main
        struct \(package.benchTarget) {
            static func main() async {
                await Tapbench.main(app: .\(package.name.memberName))
            }
        }

        """
    }
}
