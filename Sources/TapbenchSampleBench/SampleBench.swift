import Tapbench
import TapbenchSampleApp

/// `tapbench`: the bench on its built-in sample app.
@main
struct SampleBench {
    static func main() async {
        await Tapbench.main(app: SampleApp.introduction, scaffolds: true)
    }
}
