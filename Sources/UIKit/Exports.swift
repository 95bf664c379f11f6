// As on iOS, importing UIKit brings Foundation (`URL`, `URLSession`) and `LocalizedStringResource` with it.
// Its types (`UIApplication`, `UIImage`, `UIColor`) live in TapbenchUIKitCore, which SwiftUI brings too; only
// UIKit brings networking, so that SwiftUI does not load FoundationNetworking into every bench.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import TapbenchFoundationShims
@_exported import TapbenchUIKitCore
