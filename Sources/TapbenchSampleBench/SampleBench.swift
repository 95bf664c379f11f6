import TapbenchSampleApp
import Tapbench

/// `tapbench`: the bench on its built-in sample app.
@main
struct SampleBench {
    static func main() async {
        await Tapbench.main(name: SampleApp.name, catalog: { SampleApp.catalog(now: $0) })
    }
}
