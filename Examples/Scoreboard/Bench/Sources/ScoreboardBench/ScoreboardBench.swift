import ScoreboardCode
import Tapbench

/// `scoreboard-bench`: the REPL, `run`, `replay`, `doc` and `coverage` on Scoreboard.
@main
struct ScoreboardBench {
    static func main() async {
        await Tapbench.main(app: .scoreboard)
    }
}
