// As on iOS, importing AppIntents brings Foundation and `LocalizedStringResource` with it.
@_exported import Foundation
@_exported import TapbenchFoundationShims
import TapbenchCore

/// Tapbench's clock for app code: sleeping on it passes the simulated device's virtual time.
public typealias DeviceClock = TapbenchCore.DeviceClock
