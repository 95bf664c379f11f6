// As on iOS, importing AppIntents brings Foundation and `LocalizedStringResource` with it.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import TapbenchFoundationShims
import TapbenchCore

/// Tapbench's clock for app code: sleeping on it passes the simulated device's virtual time.
public typealias DeviceClock = TapbenchCore.DeviceClock
