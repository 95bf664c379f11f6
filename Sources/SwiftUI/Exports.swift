// As on iOS, importing SwiftUI brings Foundation (`Date`, `URL`) and `LocalizedStringResource` with it,
// and Observation, so that `@Observable final class FocusTimer { … }` compiles beside views.
@_exported import Foundation
@_exported import Observation
@_exported import TapbenchFoundationShims
// As on iOS, where SwiftUI brings UIKit: `UIImage`, `UIColor`, `UIApplication` (but not networking; see UIKit).
@_exported import TapbenchUIKitCore
