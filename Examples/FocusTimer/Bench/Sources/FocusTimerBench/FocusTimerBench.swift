import FocusTimerCode
import Tapbench

/// `focustimer-bench`: the REPL, `run`, `replay`, `doc` and `coverage` on Focus Timer.
@main
struct FocusTimerBench {
    static func main() async {
        await Tapbench.main(app: .focusTimer)
    }
}
