import CTapbenchWorker
import Dispatch
import Foundation

// Starts one kind of work while it watches, as app code might while an assembled copy assembles the app, and prints how
// many things it saw started: `none`, `task`, `main-task`, `main-queue`, `after`, `sleep` or `timer`.
let kind = CommandLine.arguments.dropFirst().first ?? "none"
tapbench_watch_app_work()
switch kind {
case "task": Task.detached {}
case "main-task": Task { @MainActor in }
case "main-queue": DispatchQueue.main.async {}
case "after": DispatchQueue.global().asyncAfter(deadline: .now() + 60) {}
case "sleep": Task.detached { try? await Task.sleep(for: .seconds(60)) }
case "timer": RunLoop.main.add(Timer(timeInterval: 60, repeats: false) { _ in }, forMode: .default)
default: break
}
let started = tapbench_stop_watching_app_work()
print("\(kind) \(started)")
