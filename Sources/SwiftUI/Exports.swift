// As on iOS, importing SwiftUI brings Foundation (`Date`, `URL`) and `LocalizedStringResource` with it.
@_exported import Foundation
@_exported import TapbenchFoundationShims
