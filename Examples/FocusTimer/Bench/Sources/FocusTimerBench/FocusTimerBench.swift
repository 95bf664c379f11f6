import FocusTimerCode
import Tapbench

/// `swift run focus-timer-bench`: the REPL on FocusTimer; `focus-timer-bench --help` lists the rest.
@main
struct FocusTimerBench {
    static func main() async {
        await Tapbench.main(app: .focusTimer)
    }
}
