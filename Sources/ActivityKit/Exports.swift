// As on iOS, importing ActivityKit brings Foundation (`Date`, `Data`, `String(format:)`) and
// `LocalizedStringResource` with it.
@_exported import Foundation
@_exported import TapbenchFoundationShims
