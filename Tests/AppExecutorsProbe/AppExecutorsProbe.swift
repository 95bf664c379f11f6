import TapbenchCore

// Installs the app's executors at once, as a worker does at its start, racing Swift's runtime, which starts the
// main executor on the main thread; then runs a task on them and says so.
@main
struct AppExecutorsProbe {
    static func main() async {
        _ = AppScheduler.install(prepareThread: {}, runLoops: { nil })
        let answer = await Task { "started" }.value
        print(answer)
    }
}
