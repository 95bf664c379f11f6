// As on iOS, importing UIKit brings Foundation (`URL`, `URLSession`) and `LocalizedStringResource` with it; its
// `URLSession` is the bench's (TapbenchURLSession), answered by the device's server.
// Its types (`UIApplication`, `UIImage`, `UIColor`) live in TapbenchUIKitCore, which SwiftUI brings too; only
// UIKit brings the URL loading system (TapbenchURLSession): SwiftUI needs none of it.
@_exported import Foundation
@_exported import TapbenchFoundationShims
@_exported import TapbenchUIKitCore
@_exported import TapbenchURLSession
