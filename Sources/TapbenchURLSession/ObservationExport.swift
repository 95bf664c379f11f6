// On iOS, `@Observable` and the rest of the Observation framework come with Foundation (and with SwiftUI), so a view
// model written with `import Foundation` alone declares `@Observable final class FavoritesModel { … }`. This module
// is imported into every file of app code, as Foundation is there, so the same file compiles here.
@_exported import Observation
