// As on iOS, importing UIKit brings Foundation (`URL`, `URLSession`) and `LocalizedStringResource` with it.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import TapbenchFoundationShims
