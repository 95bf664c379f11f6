import ScoreboardCode
import Tapbench

/// `swift run scoreboard-bench`: the REPL on Scoreboard; `scoreboard-bench --help` lists the rest.
@main
struct ScoreboardBench {
    static func main() async {
        await Tapbench.main(app: .scoreboard)
    }
}
