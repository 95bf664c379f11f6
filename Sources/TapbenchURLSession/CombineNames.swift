import Combine

// On iOS, Foundation re-exports Combine's `ObservableObject` and `Published` under its own name, so a model written
// with `import Foundation` alone declares `class OrderModel: ObservableObject { @Published var status = "" }`. This
// module is imported into every file of app code, as Foundation is there, so the same file compiles here.

/// Combine's `ObservableObject`, as Foundation names it on iOS.
public typealias ObservableObject = Combine.ObservableObject

/// Combine's `Published`, as Foundation names it on iOS.
public typealias Published = Combine.Published
