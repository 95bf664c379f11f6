// As on iOS, importing SwiftUI brings Foundation (`Date`, `URL`) and `LocalizedStringResource` with it,
// Observation, so that `@Observable final class FocusTimer { … }` compiles beside views, and Combine, so
// that `ObservableObject` and `@Published` do too.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import TapbenchFoundationShims
// As on iOS, where SwiftUI brings UIKit: `UIImage`, `UIColor`, `UIApplication` (but not networking; see UIKit).
@_exported import TapbenchUIKitCore
